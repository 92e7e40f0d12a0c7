/**
 * Marathi twin of ../messages.ts: words the server shows or writes as well as the
 * pages (a login sent without JavaScript, the admin area's CSV), apart from the rest
 * of the copy because the server must load them without the pages' media imports.
 * The login form's alert messages are the spec's (§8), in faithful Marathi.
 */
export const loginMessages = {
  emptyFields: 'कृपया सर्व रकाने भरा.',
  invalidLogin: 'लॉगिन होऊ शकले नाही.',
  invalidCredentials: 'वापरकर्तानाव किंवा पासवर्ड चुकीचा आहे.',
  serverError: 'सर्व्हरमध्ये अडचण आली. कृपया नंतर पुन्हा प्रयत्न करा.',
  tooManyAttempts: {
    one: 'लॉगिनचे बरेच प्रयत्न चुकले. कृपया {minutes} मिनिट थांबून पुन्हा प्रयत्न करा.',
    other: 'लॉगिनचे बरेच प्रयत्न चुकले. कृपया {minutes} मिनिटे थांबून पुन्हा प्रयत्न करा.',
  },
} as const;

/** The registration form's field labels (spec §2), by content key. */
export const registrationLabels = {
  name: 'नाव',
  address: 'पत्ता',
  agroTourName: 'कृषी पर्यटन केंद्राचे नाव',
  registrationNumber: 'नोंदणी क्रमांक',
  mobileNumber: 'मोबाइल क्रमांक',
  emailId: 'ई-मेल आयडी',
  registrationDate: 'नोंदणीची तारीख',
  uploadDocument: 'कागदपत्र अपलोड करा',
} as const;

/**
 * The server's own small pages when it refuses a form's post without rendering one
 * (server/refusal-page.ts): too busy (503), too slow a body (408), too many login attempts (429),
 * or too many forms sent just now (429); and a request with a method no page takes (405 or 404).
 */
export const refusalWords = {
  busyTitle: 'कृपया थोड्या वेळाने पुन्हा प्रयत्न करा',
  busy: 'या क्षणी वेबसाइटवर खूप गर्दी आहे. तुम्ही पाठवलेली माहिती जतन झालेली नाही; कृपया काही सेकंदांनी पुन्हा प्रयत्न करा.',
  slow: 'तुम्ही पाठवलेली माहिती वेळेत पोहोचली नाही, त्यामुळे काहीही जतन झालेले नाही. कृपया पुन्हा प्रयत्न करा.',
  limitedTitle: 'बरेच प्रयत्न झाले',
  uploadsBusy: 'याच इंटरनेट कनेक्शनवरून एकाच वेळी खूप नोंदण्या जात आहेत. त्या पूर्ण होईपर्यंत थोडे थांबा आणि मग पुन्हा प्रयत्न करा.',
  formsLimitedTitle: 'सध्या खूप फॉर्म आले आहेत',
  formsLimited: {
    one: 'सध्या खूप फॉर्म पाठवले गेले आहेत, त्यामुळे हा फॉर्म स्वीकारला गेला नाही. कृपया {minutes} मिनिटाने पुन्हा प्रयत्न करा.',
    other: 'सध्या खूप फॉर्म पाठवले गेले आहेत, त्यामुळे हा फॉर्म स्वीकारला गेला नाही. कृपया {minutes} मिनिटांनी पुन्हा प्रयत्न करा.',
  },
  back: 'फॉर्मकडे परत जा',
  otherMethodTitle: 'या पत्त्यावर हे करता येत नाही',
  otherMethod: 'हा पत्ता वेबसाइटवरील एक पान आहे: ते वेब ब्राउझरमध्ये उघडा.',
  notFoundTitle: 'पान सापडले नाही',
} as const;

/** The server's last-resort page (server/errors.ts), when the site's own error page cannot be rendered. */
export const lastResortWords = {
  400: 'पाठवलेली माहिती वाचता आली नाही.',
  403: 'हा फॉर्म स्वीकारता आला नाही: तो दुसऱ्या वेबसाइटवरून पाठवला गेला असेल किंवा पान खूप वेळ उघडे राहिले असेल. कृपया या वेबसाइटवरील पान पुन्हा उघडा आणि फॉर्म पुन्हा पाठवा.',
  404: 'तुम्ही शोधत असलेले पान सापडले नाही.',
  413: 'पाठवलेली माहिती या वेबसाइटच्या मर्यादेपेक्षा मोठी आहे.',
  server: 'आमच्याकडे काहीतरी अडचण आली. कृपया नंतर पुन्हा प्रयत्न करा.',
  other: 'ही विनंती पूर्ण करता आली नाही.',
  home: 'मुख्यपृष्ठावर जा',
} as const;
