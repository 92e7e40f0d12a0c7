/**
 * Marathi twin of ../footer.ts: who we are, the service themes, social links,
 * contact, the newsletter box and the Terms / Privacy / Support links.
 *
 * The newsletter box stores nothing: Subscribe checks the address and opens the
 * visitor's e-mail app with a message to the office (client.ts) asking to be
 * added to the list, and the note under the box says so. `{email}` is filled in
 * by the component.
 */
import type { Footer } from '../schema.ts';

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
    note: '“सदस्य व्हा” दाबल्यावर तुमचे ई-मेल ॲप उघडते आणि त्यात आमच्या कार्यालयासाठी एक छोटी विनंती तयार असते. ती पाठवा, म्हणजे आम्ही तुमचा पत्ता आमच्या यादीत स्वतः जोडू. या वेबसाइटवर आम्ही काहीही साठवत नाही.',
    emptyEmail: 'कृपया तुमचा ई-मेल पत्ता लिहा.',
    invalidEmail: 'कृपया योग्य ई-मेल पत्ता लिहा, उदाहरणार्थ name@example.com.',
    mailSubject: 'वार्तापत्राची सदस्यता',
    mailBody: 'कृपया {email} हा पत्ता ॲग्रो टुरिझमच्या वार्तापत्राच्या यादीत जोडा.',
    noScript: '“सदस्य व्हा” बटणाला तुमचे ई-मेल ॲप उघडण्यासाठी जावास्क्रिप्ट लागते. ते नसेल, तर ही विनंती तुम्हीच आम्हाला पाठवा:',
  },
  legalLinks: [
    { label: 'अटी व शर्ती', to: '/terms' },
    { label: 'गोपनीयता', to: '/privacy' },
    { label: 'मदत', to: '/support' },
  ],
  copyright: { year: 2025, holder: 'ॲग्रो टुरिझम', text: 'सर्व हक्क राखीव.' },
} satisfies Footer;
