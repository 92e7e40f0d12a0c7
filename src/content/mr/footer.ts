/**
 * Marathi twin of ../footer.ts: who we are, the service themes, social links,
 * contact, the newsletter box and the Terms / Privacy / Support links.
 *
 * The newsletter box signs the visitor up in the site's own store (decision 081): its text and
 * note are the words of consent kept with the address.
 */
import type { Footer } from '../schema.ts';
import { sitePaths } from '../../site-paths.ts';

export const footer = {
  about: {
    heading: 'ॲग्रो टुरिझम',
    text: 'पुण्यातील आमच्या कार्यालयातून आम्ही शेतकऱ्यांना त्यांची शेते, स्वयंपाकघरे आणि गावाकडचे जीवन पाहुण्यांसाठी खुले करायला मदत करतो. पाहुण्यांना महाराष्ट्रभरातील खरेखुरे शेती, ग्रामीण आणि आदिवासी अनुभव शोधायलाही आम्ही मदत करतो.',
  },
  servicesHeading: 'आम्ही काय करतो',
  serviceThemes: [
    'शेती पर्यटन',
    'ग्रामीण पर्यटन',
    'आदिवासी पर्यटन',
    'कार्यशाळा आणि प्रशिक्षण',
    'कृषी पर्यटन सल्ला',
    'सहली आणि सण-उत्सव भेटी',
    'शेतमुक्कामांसाठी डिजिटल मार्केटिंग',
  ],
  socialHeading: 'आम्हाला फॉलो करा',
  contactHeading: 'आमच्याशी संपर्क साधा',
  phoneLabel: 'आम्हाला फोन करा',
  emailLabel: 'आम्हाला ई-मेल लिहा',
  newsletter: {
    heading: 'वार्तापत्र',
    text: 'कार्यशाळा, सुगीचे हंगाम आणि शेतातील उत्सवांच्या बातम्या, वर्षातून काही वेळा.',
    inputLabel: 'तुमचा ई-मेल पत्ता',
    placeholder: 'name@example.com',
    button: 'सदस्य व्हा',
    note: 'तुमचा पत्ता, या पानाची भाषा आणि तुम्ही सदस्य झाल्याची वेळ आम्ही फक्त हे वार्तापत्र पाठवण्यासाठी ठेवतो. आमच्या ई-मेलमधील लिंक उघडून किंवा आम्हाला लिहून तुम्ही कधीही सदस्यत्व सोडू शकता.',
    privacy: 'आम्ही काय ठेवतो आणि किती काळ',
    honeypot: 'हा रकाना रिकामा ठेवा',
    emptyEmail: 'कृपया तुमचा ई-मेल पत्ता लिहा.',
    invalidEmail: 'कृपया योग्य ई-मेल पत्ता लिहा, उदाहरणार्थ name@example.com.',
    confirmSent: 'धन्यवाद. आम्ही तुम्हाला एक ई-मेल पाठवला आहे: सदस्यत्व पक्के करण्यासाठी त्यातील लिंक उघडा.',
    subscribed: 'धन्यवाद! तुम्ही सदस्य झाला आहात.',
    failures: {
      tooMany: {
        one: 'सध्या खूप जण सदस्य होत आहेत. कृपया {minutes} मिनिटाने पुन्हा प्रयत्न करा.',
        other: 'सध्या खूप जण सदस्य होत आहेत. कृपया {minutes} मिनिटांनी पुन्हा प्रयत्न करा.',
      },
      unavailable: 'तुमचा पत्ता आत्ता नोंदवता आला नाही आणि तो कुठेही जतन झालेला नाही. कृपया नंतर पुन्हा प्रयत्न करा.',
      connection: 'तुमचा पत्ता पाठवता आला नाही: इंटरनेट कनेक्शन तुटले. कृपया इंटरनेट सुरू आहे का ते पाहा आणि पुन्हा “सदस्य व्हा” दाबा.',
      failed: 'तुमचा पत्ता पाठवता आला नाही. कृपया पुन्हा “सदस्य व्हा” दाबा.',
    },
  },
  legalLinks: [
    { label: 'अटी व शर्ती', to: sitePaths.terms },
    { label: 'गोपनीयता', to: sitePaths.privacy },
    { label: 'मदत', to: sitePaths.support },
  ],
  copyright: { year: 2025, holder: 'ॲग्रो टुरिझम', text: 'सर्व हक्क राखीव.' },
} satisfies Footer;
