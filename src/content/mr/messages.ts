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
 * (server/refusal-page.ts): too busy (503), too slow a body (408), or too many login attempts (429).
 */
export const refusalWords = {
  busyTitle: 'कृपया थोड्या वेळाने पुन्हा प्रयत्न करा',
  busy: 'या क्षणी साइटवर तिला झेपतील त्यापेक्षा जास्त विनंत्या येत आहेत. तुम्ही पाठवलेले काहीही जतन झालेले नाही: कृपया काही सेकंदांनी पुन्हा प्रयत्न करा.',
  slow: 'तुम्ही पाठवलेली माहिती वेळेत पोहोचली नाही, त्यामुळे काहीही जतन झालेले नाही. कृपया पुन्हा प्रयत्न करा.',
  limitedTitle: 'बरेच प्रयत्न झाले',
  uploadsBusy: 'या जोडणीवरून एकाच वेळी खूप नोंदण्या पाठवल्या जात आहेत. त्या पाठवून होईपर्यंत थांबा आणि मग पुन्हा प्रयत्न करा.',
  back: 'फॉर्मकडे परत जा',
} as const;
