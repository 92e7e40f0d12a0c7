/**
 * Marathi twin of ../registration-sending.ts: words of the registration form for a slow or
 * dropping connection (progress, the draft kept on the device, Try again, offline, the
 * lighter photo). Sizes keep the site's Latin digits, as in the document rules ("10 एमबी").
 */
export const registrationSending = {
  progress: {
    label: 'तुमची नोंदणी पाठवली जात आहे',
    amount: '{percent}% पाठवले: {total} पैकी {sent}',
    timeLeft: {
      seconds: { one: 'सुमारे {seconds} सेकंद बाकी', other: 'सुमारे {seconds} सेकंद बाकी' },
      minutes: { one: 'सुमारे {minutes} मिनिट {seconds} सेकंद बाकी', other: 'सुमारे {minutes} मिनिटे {seconds} सेकंद बाकी' },
      wholeMinutes: { one: 'सुमारे {minutes} मिनिट बाकी', other: 'सुमारे {minutes} मिनिटे बाकी' },
    },
    announce: '{percent}% पाठवले.',
    answering: 'सगळी माहिती पाठवली. उत्तराची वाट पाहत आहोत…',
    waiting: 'इंटरनेट सुरू होण्याची वाट पाहत आहोत. इंटरनेट सुरू होताच नोंदणी पाठवली जाईल.',
    cancel: 'रद्द करा',
    cancelled: 'पाठवणे थांबवले. तुमची माहिती इथेच आहे: ती पाठवण्यासाठी “नोंदणी करा” दाबा.',
  },
  retry: {
    cut: 'पाठवत असताना इंटरनेट कनेक्शन तुटले. तुमची माहिती इथेच आहे आणि पुन्हा प्रयत्न केल्याने तुमच्या केंद्राची नोंदणी दोनदा होणार नाही.',
    tryAgain: 'पुन्हा प्रयत्न करा',
    offline: 'इंटरनेट बंद आहे. तुम्ही भरलेली माहिती या डिव्हाइसवर ठेवली आहे; इंटरनेट सुरू होईपर्यंत नोंदणी थांबेल.',
    keyReused:
      'याच अर्जातून आधी पाठवलेली नोंदणी (तेव्हा भरलेल्या माहितीसह) आम्हाला मिळाली आहे. आता भरलेली माहिती नवी, वेगळी नोंदणी म्हणून पाठवायची असेल, तरच “नोंदणी करा” दाबा.',
  },
  draft: {
    kept: 'तुम्ही भरलेली माहिती नोंदणी होईपर्यंत किंवा तुम्ही ती काढून टाकेपर्यंत फक्त या डिव्हाइसवर ठेवली जाते.',
    restored: 'या डिव्हाइसवर तुम्ही आधी भरलेली माहिती आम्ही पुन्हा भरून ठेवली आहे.',
    discard: 'भरलेली माहिती काढून टाका',
    discarded: 'भरलेली माहिती काढून टाकली: तिच्यातले काहीही या डिव्हाइसवर ठेवलेले नाही.',
    documentKept: 'आधी निवडलेले कागदपत्र ठेवले आहे: {name} ({size}).',
    documentNotKept: 'हा ब्राउझर तुमचे कागदपत्र ठेवू शकला नाही: हे पान सोडल्यास ते पुन्हा निवडावे लागेल.',
    chooseAgain: 'कृपया तुमचे कागदपत्र पुन्हा निवडा: हा ब्राउझर ते ठेवू शकला नाही.',
  },
  photo: {
    preparing: 'फोटोचा आकार कमी करत आहोत…',
    lighter: '{original}चा हा फोटो लहान करून {sent}चा पाठवला जाईल ({width} × {height} पिक्सेल).',
    sentAs: '{original}चा फोटो लहान करून {sent}चा पाठवला.',
    sendOriginal: 'त्याऐवजी मूळ फोटो पाठवा ({original})',
  },
  units: { kilobytes: '{n} केबी', megabytes: '{n} एमबी' },
} as const;
