/**
 * Marathi twin of ../admin.ts: words of the admin area (/admin/registrations, /admin/messages), which
 * only signed-in admins see. Field labels are the registration form's (./messages.ts).
 * No media imports: the server writes the CSV's header from here.
 */
export const admin = {
  list: {
    title: 'नोंदण्या',
    description: 'वेबसाइटवरून नोंदणी झालेली कृषी पर्यटन केंद्रे.',
    heading: 'नोंदण्या',
    intro: 'वेबसाइटवरून नोंदणी झालेली केंद्रे, सर्वांत नवी आधी. एखाद्या नोंदणीचा तपशील पाहण्यासाठी किंवा दुरुस्त करण्यासाठी ती उघडा.',
    filterHeading: 'नोंदण्या शोधा',
    search: 'नाव, केंद्र, मोबाइल किंवा ई-मेल',
    /** The centre's own registration date (the form's Registration Date), not when it was received. */
    from: 'नोंदणीची तारीख: या तारखेपासून',
    to: 'नोंदणीची तारीख: या तारखेपर्यंत',
    /** The day the website received it, in India. */
    receivedFrom: 'मिळाल्याची तारीख (भारतीय वेळ): या तारखेपासून',
    receivedTo: 'मिळाल्याची तारीख (भारतीय वेळ): या तारखेपर्यंत',
    apply: 'दाखवा',
    clear: 'सर्व निवडी काढा',
    download: 'CSV (एक्सेल) फाइल डाउनलोड करा',
    caption: 'नोंदण्या, सर्वांत नवी आधी',
    /** Times are India Standard Time. */
    received: 'मिळाल्याची वेळ (भारतीय वेळ)',
    open: 'उघडा',
    /** The views of the list: not archived, archived, all. */
    showLabel: 'नोंदण्या दाखवा',
    show: { current: 'चालू', archived: 'संग्रहित', all: 'सर्व' },
    /** A row's marks, in words beside its name. */
    marks: { isNew: 'नवी', blank: 'रिकामी', archived: 'संग्रहित', workshop: '{title} कार्यक्रमाला आले होते' },
    marksNote:
      'नवी: अजून कोणत्याही ॲडमिनने उघडलेली नाही. रिकामी: अर्जात काहीच भरलेले नाही (अर्जातील कोणताही रकाना भरणे बंधनकारक नाही). एखादी नोंदणी या यादीतून लपवायची असेल तर ती संग्रहित करा: ती नोंदणी सेवेकडे तशीच राहते आणि “संग्रहित” मध्ये दिसते.',
    archive: 'संग्रहित करा',
    restore: 'परत आणा',
    archived: 'नोंदणी संग्रहित केली: ती आता “संग्रहित” मध्ये दिसेल.',
    restored: 'नोंदणी पुन्हा यादीत आली.',
    marksUnavailable:
      'वेबसाइटचा डेटाबेस उत्तर देत नाही, त्यामुळे संग्रहित नोंदण्याही इतरांसोबत दाखवल्या आहेत आणि एकही नोंदणी नवी म्हणून दाखवलेली नाही. कृपया नंतर पुन्हा प्रयत्न करा.',
    /** `{shown}` of `{total}`, in the plural form of `{total}`. */
    count: {
      one: 'एकूण {total} नोंदणीपैकी {shown} दाखवत आहोत.',
      other: 'एकूण {total} नोंदण्यांपैकी {shown} दाखवत आहोत.',
    },
    none: 'शोधाशी जुळणारी एकही नोंदणी नाही.',
    empty: 'अजून एकही नोंदणी झालेली नाही.',
    emptyArchived: 'एकही नोंदणी संग्रहित केलेली नाही.',
    /** `{n}`: rows of the backend's answer that could not be read, in plural forms. */
    unreadable: {
      one: 'उत्तरातील {n} ओळ वाचता आली नाही, म्हणून ती दाखवलेली नाही. कृपया बॅकएंड टीमला कळवा.',
      other: 'उत्तरातील {n} ओळी वाचता आल्या नाहीत, म्हणून त्या दाखवलेल्या नाहीत. कृपया बॅकएंड टीमला कळवा.',
    },
    badDate: 'एक तारीख समजली नाही, म्हणून ती विचारात घेतलेली नाही: ती YYYY-MM-DD (वर्ष-महिना-दिवस) अशी लिहा.',
  },
  record: {
    back: 'सर्व नोंदण्या',
    /** When the centre has no name: `{id}`. */
    untitled: 'नोंदणी {id}',
    /** When the centre has no name and the backend gave it no number. */
    unnumbered: 'क्रमांक नसलेली नोंदणी',
    /** On the page of a registration the backend gave no number (id). */
    noNumber:
      'बॅकएंडने या नोंदणीला क्रमांक दिलेला नाही, त्यामुळे ती इथे दुरुस्त करता येत नाही. तिचा तपशील बॅकएंडने पाठवला तसा दाखवला आहे.',
    detailsHeading: 'तपशील',
    document: 'कागदपत्र',
    workshops: 'उपस्थित राहिलेले कार्यक्रम (मोबाइल नंबर किंवा ई-मेलवरून)',
    noDocument: 'कागदपत्र नाही',
    documentUnavailable: 'नोंदणी सेवेकडून कागदपत्र आणता आले नाही. कृपया नंतर पुन्हा प्रयत्न करा.',
    editHeading: 'तपशील दुरुस्त करा',
    editIntro: 'नोंदणी अर्जाचेच नियम इथेही लागू आहेत: कोणताही रकाना भरणे बंधनकारक नाही.',
    save: 'बदल जतन करा',
    saving: 'जतन होत आहे…',
    saved: 'बदल जतन झाले.',
    invalid: 'काही रकान्यांतील माहिती योग्य नाही. काहीही जतन झालेले नाही.',
    notFound: 'या क्रमांकाची कोणतीही नोंदणी नाही. ती कदाचित काढून टाकली असेल.',
    refused: 'नोंदणी सेवेने हे बदल स्वीकारले नाहीत. कृपया नंतर पुन्हा प्रयत्न करा.',
    blank:
      'या नोंदणीत काहीच भरलेले नाही. अर्जातील कोणताही रकाना भरणे बंधनकारक नसल्यामुळे रिकामा अर्जही नोंदणी म्हणून स्वीकारला जातो: ती यादीतून लपवण्यासाठी संग्रहित करा.',
    archiveHeading: 'संग्रह',
    archiveIntro:
      'संग्रहित केलेली नोंदणी यादीतून लपते (उदा. रिकामी किंवा चाचणीसाठी केलेली नोंदणी). काहीही काढून टाकले जात नाही: ती नोंदणी सेवेकडे तशीच राहते आणि केव्हाही पुन्हा यादीत आणता येते.',
    archiveButton: 'ही नोंदणी संग्रहित करा',
    /** `{time}`: when it was archived (IST). */
    archivedOn: '{time} (भारतीय वेळ) रोजी संग्रहित केली: ती फक्त “संग्रहित” मध्ये दिसते.',
    restoreButton: 'पुन्हा यादीत आणा',
    archived: 'नोंदणी संग्रहित केली.',
    restored: 'नोंदणी पुन्हा यादीत आली.',
    archiveUnavailable:
      'नोंदणी संग्रहित करता आली नाही किंवा परत आणता आली नाही: वेबसाइटचा डेटाबेस उत्तर देत नाही. कृपया नंतर पुन्हा प्रयत्न करा.',
    marksUnavailable: 'ही नोंदणी संग्रहित आहे की नाही हे सध्या वाचता येत नाही: वेबसाइटचा डेटाबेस उत्तर देत नाही.',
  },
  nav: {
    label: 'ॲडमिन विभाग',
    registrations: 'नोंदण्या',
    messages: 'संदेश',
    subscribers: 'सदस्य',
    newsletter: 'वार्तापत्र',
    centres: 'केंद्रे',
    enquiries: 'चौकशी',
    workshops: 'कार्यशाळा',
    /** Beside Messages: how many are new, `{n}`, in plural forms. */
    newCount: {
      one: '{n} नवा',
      other: '{n} नवे',
    },
  },
  messages: {
    title: 'संदेश',
    description: 'संपर्क फॉर्ममधून आलेले संदेश.',
    heading: 'संदेश',
    intro:
      'संपर्क फॉर्ममधून आलेले संदेश, सर्वांत नवा आधी. एखादा संदेश वाचण्यासाठी, त्याला ई-मेलने उत्तर देण्यासाठी, तो हाताळला अशी खूण करण्यासाठी किंवा काढून टाकण्यासाठी तो उघडा.',
    filterLabel: 'संदेश दाखवा',
    show: { new: 'नवे', handled: 'हाताळलेले', all: 'सर्व' },
    caption: 'संदेश, सर्वांत नवा आधी',
    /** Times are India Standard Time. */
    received: 'मिळाल्याची वेळ (भारतीय वेळ)',
    name: 'नाव',
    email: 'ई-मेल',
    languageColumn: 'भाषा',
    firstLine: 'संदेश',
    state: 'स्थिती',
    isNew: 'नवा',
    isHandled: 'हाताळला',
    open: 'उघडा',
    /** The language of the page a message was sent from. */
    languages: { en: 'इंग्रजी', mr: 'मराठी' } as Record<string, string>,
    /** `{n}` messages listed, in plural forms. */
    count: {
      one: '{n} संदेश.',
      other: '{n} संदेश.',
    },
    /** When more are stored than the list shows: `{n}`, the most it shows. */
    capped: 'फक्त सर्वांत नवे {n} संदेश दाखवले आहेत.',
    empty: { new: 'एकही नवा संदेश नाही.', handled: 'एकही हाताळलेला संदेश नाही.', all: 'अजून एकही संदेश आलेला नाही.' },
    deleted: 'संदेश काढून टाकला.',
    unavailable: 'संदेश सध्या वाचता येत नाहीत: वेबसाइटचा डेटाबेस उत्तर देत नाही. कृपया नंतर पुन्हा प्रयत्न करा.',
  },
  message: {
    back: 'सर्व संदेश',
    /** The page's title: `{name}`. */
    title: '{name} यांचा संदेश',
    detailsHeading: 'कोणाकडून',
    messageHeading: 'संदेश',
    reply: 'ई-मेलने उत्तर द्या',
    /** The subject of the reply: `{site}`, the site's name. */
    replySubject: 'Re: {site}ला पाठवलेला तुमचा संदेश',
    isNew: 'नवा: अजून हाताळलेला नाही.',
    /** `{time}`: when it was marked handled (IST). */
    isHandled: '{time} (भारतीय वेळ) रोजी हाताळला.',
    markHandled: 'हाताळला अशी खूण करा',
    markNew: 'पुन्हा नवा अशी खूण करा',
    markedHandled: 'संदेश हाताळला अशी खूण झाली.',
    markedNew: 'संदेश पुन्हा नवा अशी खूण झाली.',
    deleteOpen: 'हा संदेश काढून टाका…',
    deleteWarning: 'काढून टाकलेला संदेश कायमचा जातो. तो परत आणता येत नाही.',
    deleteConfirm: 'कायमचा काढून टाका',
    notFound: 'असा कोणताही संदेश नाही. तो कदाचित काढून टाकला असेल.',
    unavailable: 'संदेश सध्या वाचता किंवा बदलता येत नाही: वेबसाइटचा डेटाबेस उत्तर देत नाही. कृपया नंतर पुन्हा प्रयत्न करा.',
  },
  subscribers: {
    title: 'वार्तापत्राचे सदस्य',
    description: 'वार्तापत्रासाठी नोंदवलेले पत्ते.',
    heading: 'वार्तापत्राचे सदस्य',
    intro:
      'वार्तापत्राच्या चौकटीतून नोंदवलेले पत्ते, सर्वांत नवा आधी. पक्के न झालेले पत्ते 7 दिवसांनी काढून टाकले जातात. एखाद्या सदस्याने आपली माहिती काढून टाकण्याची विनंती केल्यास तो पत्ता इथून काढून टाका.',
    filterLabel: 'सदस्य दाखवा',
    show: { all: 'सर्व', confirmed: 'पक्के', pending: 'पक्के होण्याच्या प्रतीक्षेत' },
    caption: 'वार्तापत्राचे सदस्य, सर्वांत नवा आधी',
    email: 'ई-मेल',
    languageColumn: 'भाषा',
    /** Times are India Standard Time. */
    consented: 'सदस्य झाल्याची वेळ (भारतीय वेळ)',
    state: 'स्थिती',
    isConfirmed: 'पक्के',
    isPending: 'पक्के होण्याच्या प्रतीक्षेत',
    /** The words shown beside the box when the address was signed up. */
    consent: 'मान्य केलेला मजकूर',
    languages: { en: 'इंग्रजी', mr: 'मराठी' } as Record<string, string>,
    /** `{n}` subscribers listed, in plural forms. */
    count: {
      one: '{n} पत्ता.',
      other: '{n} पत्ते.',
    },
    /** When more are stored than the list shows: `{n}`, the most it shows. */
    capped: 'फक्त सर्वांत नवे {n} पत्ते दाखवले आहेत; CSV फाइलमध्ये सर्व आहेत.',
    empty: {
      all: 'अजून एकही सदस्य नाही.',
      confirmed: 'एकही पक्का सदस्य नाही.',
      pending: 'एकही पत्ता पक्का होण्याच्या प्रतीक्षेत नाही.',
    },
    download: 'CSV (एक्सेल) फाइल डाउनलोड करा',
    /** The delete disclosure of a row: `{email}`. */
    deleteOpen: '{email} काढून टाका…',
    deleteWarning: 'काढून टाकलेला पत्ता आणि त्याची संमती कायमचे जातात; ते परत आणता येत नाहीत.',
    deleteConfirm: 'कायमचा काढून टाका',
    deleted: 'पत्ता काढून टाकला.',
    notFound: 'असा कोणताही सदस्य नाही. तो पत्ता कदाचित आधीच काढून टाकला असेल.',
    unavailable: 'सदस्य सध्या वाचता किंवा बदलता येत नाहीत: वेबसाइटचा डेटाबेस उत्तर देत नाही. कृपया नंतर पुन्हा प्रयत्न करा.',
    /** The CSV's column headers beyond the list's: times in UTC. */
    csvConsentedAt: 'सदस्य झाल्याची वेळ (UTC)',
    csvConfirmedAt: 'पक्के झाल्याची वेळ (UTC)',
  },
  session: {
    signedIn: 'तुम्ही ॲडमिन म्हणून लॉग इन केले आहे.',
    /** The link of the bar a signed-in admin sees on the registration page (/profile), where a login lands. */
    toArea: 'ॲडमिन विभाग उघडा',
    logout: 'लॉग आउट',
  },
  backend: {
    down: 'नोंदणी सेवेशी सध्या संपर्क होत नाही, त्यामुळे नोंदण्या दाखवता येत नाहीत. कृपया नंतर पुन्हा प्रयत्न करा.',
    slow: 'नोंदणी सेवेने उत्तर द्यायला खूप वेळ घेतला. कृपया नंतर पुन्हा प्रयत्न करा.',
    failed: 'नोंदणी सेवेकडून त्रुटी आली. कृपया नंतर पुन्हा प्रयत्न करा.',
  },
  csv: {
    /** The download's file name; Express sends it with an RFC 5987 UTF-8 form. */
    fileName: 'नोंदण्या',
    subscribersFileName: 'वार्तापत्र-सदस्य',
  },
} as const;
