/**
 * Marathi twin of ../ui.ts: small interface words shared by several pages.
 * `{n}`, `{total}` and `{title}` are filled in by the component that shows them.
 */
import type { NotFound, Ui } from '../schema.ts';
import { sitePaths } from '../../site-paths.ts';

export const ui = {
  carousel: {
    previous: 'मागील स्लाइड',
    next: 'पुढील स्लाइड',
    goTo: '{total} पैकी स्लाइड {n} दाखवा',
    /** A slide's accessible name (aria-roledescription says "slide"). */
    slide: '{total} पैकी {n}',
    pause: 'स्लाइडशो थांबवा',
    play: 'स्लाइडशो सुरू करा',
  },
  video: {
    play: 'व्हिडिओ सुरू करा: {title}',
    watchOnYoutube: '“{title}” यूट्यूबवर पाहा',
  },
  marquee: { pause: 'सरकणारा मजकूर थांबवा', play: 'सरकणारा मजकूर सुरू करा' },
  newTab: '(नवीन टॅबमध्ये उघडते)',
  close: 'बंद करा',
  backToTop: 'सर्वांत वर जा',
  onThisPage: 'या पानावर',
} satisfies Ui;

export const notFound = {
  heading: 'पान सापडले नाही',
  description: 'तुम्ही शोधत असलेले पान ॲग्रो टुरिझमच्या वेबसाइटवर नाही. आमचे मुख्यपृष्ठ, ब्लॉग किंवा संपर्क पान पाहा.',
  text: 'तुम्ही शोधत असलेले पान या वेबसाइटवर नाही. ते कदाचित दुसरीकडे हलवले असेल किंवा पत्ता लिहिताना चूक झाली असेल. पुढील पानांवर तुम्हाला हवी ती माहिती मिळू शकेल:',
  links: [
    { label: 'मुख्यपृष्ठ', to: sitePaths.home },
    { label: 'कृषी पर्यटन म्हणजे काय?', to: sitePaths.agro },
    { label: 'आमचे ब्लॉग', to: sitePaths.blogs },
    { label: 'आमच्याशी संपर्क साधा', to: sitePaths.contact },
  ],
} satisfies NotFound;

/** The 500 page: a render failed. Nothing technical, and a way on. */
export const serverError = {
  heading: 'काहीतरी अडचण आली',
  description: 'ॲग्रो टुरिझमची वेबसाइट हे पान आत्ता दाखवू शकली नाही.',
  text: 'हे पान आम्ही आत्ता दाखवू शकलो नाही. कृपया थोड्या वेळाने पुन्हा प्रयत्न करा किंवा खालील पाने पाहा:',
  links: [
    { label: 'मुख्यपृष्ठ', to: sitePaths.home },
    { label: 'आमच्याशी संपर्क साधा', to: sitePaths.contact },
  ],
} satisfies NotFound;

/** A form posted from another site's page, or without its page's token (403). */
export const refusedForm = {
  heading: 'हा फॉर्म स्वीकारता आला नाही',
  description: 'ॲग्रो टुरिझमच्या वेबसाइटला हा फॉर्म स्वीकारता आला नाही.',
  text: 'हा फॉर्म दुसऱ्या वेबसाइटवरून पाठवला गेला असेल किंवा पान खूप वेळ उघडे राहिले असेल. कृपया या वेबसाइटवरील पान पुन्हा उघडा आणि फॉर्म पुन्हा पाठवा:',
  links: [
    { label: 'मुख्यपृष्ठ', to: sitePaths.home },
    { label: 'आमच्याशी संपर्क साधा', to: sitePaths.contact },
  ],
} satisfies NotFound;

/** A request the site could not read (400), or one larger than it takes (413). */
export const unreadableRequest = {
  heading: 'पाठवलेली माहिती वाचता आली नाही',
  description: 'ॲग्रो टुरिझमच्या वेबसाइटला पाठवलेली विनंती वाचता आली नाही.',
  text: 'पाठवलेली माहिती वाचता आली नाही किंवा ती या वेबसाइटच्या मर्यादेपेक्षा मोठी होती. कृपया पान परत उघडून माहिती पुन्हा पाठवा:',
  links: [
    { label: 'मुख्यपृष्ठ', to: sitePaths.home },
    { label: 'आमच्याशी संपर्क साधा', to: sitePaths.contact },
  ],
} satisfies NotFound;
