/**
 * Marathi twin of ../auth.ts: words of the Login page (/login) and the Agro
 * Tourism Registration form (/profile). The alert messages are the spec's, in
 * faithful Marathi.
 */
import panel from '../../assets/images/login/panel.jpg?wide';
import type { Auth } from '../schema.ts';
import { loginMessages, registrationLabels } from './messages.ts';
import { sitePaths } from '../../site-paths.ts';

export const auth = {
  login: {
    image: { picture: panel, alt: 'संध्याकाळच्या सोनेरी उन्हात दोन्ही बाजूंनी झाडे असलेली शेतातील वाट' },
    highlights: {
      heading: 'ग्रामीण महाराष्ट्र अनुभवा',
      items: [
        { text: 'शेते आणि निसर्गवाटा', icon: 'Trees' },
        { text: 'गावाकडची संस्कृती आणि जेवण', icon: 'UtensilsCrossed' },
        { text: 'सहली आणि निसर्गस्नेही उपक्रम', icon: 'Binoculars' },
        { text: 'पर्यावरणपूरक मुक्काम', icon: 'House' },
      ],
    },
    heading: 'ॲग्रो टुरिझममध्ये आपले स्वागत आहे',
    intro: 'ॲग्रो टुरिझमच्या ॲडमिन विभागात लॉग इन करा.',
    labels: { username: 'वापरकर्तानाव', password: 'पासवर्ड' },
    submit: 'लॉग इन करा',
    registerPrompt: 'तुमच्या कृषी पर्यटन केंद्राची नोंदणी करायची आहे?',
    registerLink: { label: 'इथे नोंदणी करा', to: sitePaths.registration },
    messages: loginMessages,
  },
  registration: {
    heading: 'कृषी पर्यटन केंद्र नोंदणी',
    intro:
      'तुमच्या कृषी पर्यटन केंद्राची आमच्याकडे नोंदणी करा, म्हणजे आम्ही तुमच्याशी संपर्क साधून तुमचे केंद्र वाढवायला मदत करू शकू. जमेल तेवढी माहिती भरा; कोणताही रकाना भरणे बंधनकारक नाही.',
    labels: registrationLabels,
    hints: {
      mobileNumber: '10 अंकी मोबाइल क्रमांक लिहा. सुरुवातीला +91 लिहू नका आणि अंकांमध्ये जागा सोडू नका.',
      uploadDocument: 'उदाहरणार्थ, तुमच्या केंद्राचे नोंदणी प्रमाणपत्र.',
    },
    submit: 'नोंदणी करा',
    submitting: 'नोंदणी होत आहे...',
    errors: {
      mobileNumber: 'कृपया 10 अंकी मोबाइल क्रमांक 0–9 या अंकांत लिहा, उदाहरणार्थ 9876543210.',
      emailId: 'कृपया योग्य ई-मेल पत्ता लिहा, उदाहरणार्थ name@example.com.',
    },
    messages: {
      success: 'नोंदणी यशस्वी झाली!',
      failure: 'नोंदणी होऊ शकली नाही. कृपया नंतर पुन्हा प्रयत्न करा.',
    },
    privacyNote: 'ही माहिती आम्ही फक्त तुमच्या केंद्राची आमच्याकडे नोंदणी करण्यासाठी आणि त्याबद्दल तुमच्याशी संपर्क साधण्यासाठी वापरतो.',
    privacyLink: { label: 'तुमची माहिती आम्ही कशी हाताळतो', to: sitePaths.privacy },
  },
} satisfies Auth;

/**
 * Words the login and registration features need beyond the spec's (added by the
 * login/registration work, issue 4): the registration date and document checks, and
 * the document rules shown as a hint. File format names stay as the file types read.
 */
export const authExtras = {
  registration: {
    documentRules: 'PDF, JPEG, PNG किंवा WebP प्रकारची फाइल, जास्तीत जास्त 10 एमबी.',
    answered: { ok: 'नोंदणी झाली', failed: 'नोंदणी झाली नाही' },
    errors: {
      registrationDate: 'कृपया योग्य तारीख निवडा. हाताने लिहिताना वर्ष-महिना-दिवस या क्रमाने लिहा, उदाहरणार्थ 2025-01-31.',
      unreadable: 'ही माहिती वाचता आली नाही. कृपया ती पुन्हा टाइप करा.',
      documentType: 'कागदपत्र PDF, JPEG, PNG किंवा WebP प्रकारची फाइल असली पाहिजे.',
      documentSize: 'कागदपत्र खूप मोठे आहे: ते जास्तीत जास्त 10 एमबीचे असावे.',
      tooMany: {
        one: 'सध्या खूप नोंदण्या आल्या आहेत. कृपया {minutes} मिनिटाने पुन्हा प्रयत्न करा.',
        other: 'सध्या खूप नोंदण्या आल्या आहेत. कृपया {minutes} मिनिटांनी पुन्हा प्रयत्न करा.',
      },
      registrationTaken: 'हा नोंदणी क्रमांक आधीच नोंदलेला आहे. कृपया क्रमांक तपासा, किंवा तो तुमचाच असेल तर आम्हाला लिहा.',
    },
    /** After the failure message when a retry may help: the office's e-mail address and phone number follow. */
    office: { lead: 'असे पुन्हा पुन्हा होत असेल, तर आम्हाला ई-मेल लिहा किंवा फोन करा:', or: 'किंवा' },
    /** Why a field was refused, after its label ("नोंदणी क्रमांक: …"), by problem code (decision 067). */
    reasons: {
      mobile: 'फक्त 0–9 हे अंक वापरून नेमके 10 अंक लिहा.',
      email: 'योग्य ई-मेल पत्ता लिहा: जास्तीत जास्त 254 अक्षरे आणि @ च्या आधी जास्तीत जास्त 64.',
      date: 'योग्य तारीख वर्ष-महिना-दिवस या क्रमाने लिहा, उदाहरणार्थ 2025-01-31.',
      text: 'ही माहिती वाचता आली नाही. कृपया ती पुन्हा टाइप करा.',
      document: 'PDF, JPEG, PNG किंवा WebP प्रकारची, जास्तीत जास्त 10 एमबीची फाइल निवडा.',
      check: 'या रकान्यातील माहिती नोंदणी सेवेने स्वीकारली नाही. कृपया ती तपासून पुन्हा पाठवा.',
      unique: 'ही माहिती असलेली नोंदणी आधीच झाली आहे.',
      required: 'हा रकाना भरणे आवश्यक आहे.',
      tooLong: 'ही माहिती खूप मोठी आहे. कृपया ती थोडक्यात लिहा.',
    },
  },
} as const;
