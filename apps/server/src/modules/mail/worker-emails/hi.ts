import type { WorkerEmailMessages } from './en.ts';

/** The worker emails in hi (decision 36). */
export const hi: WorkerEmailMessages = {
  hello: 'नमस्ते {name},',

  bindingSubjectContinue: 'इंडक्शन “{title}” जारी रखने के लिए आपका कोड',
  bindingSubjectReview: 'इंडक्शन “{title}” दोबारा देखने के लिए आपका कोड',
  bindingAskedContinue:
    'किसी ने {email} के इंडक्शन “{title}” को ऐसे डिवाइस पर जारी रखने का अनुरोध किया है जो अभी इससे लिंक नहीं है।',
  bindingAskedReview:
    'किसी ने {email} के इंडक्शन “{title}” को ऐसे डिवाइस पर दोबारा देखने का अनुरोध किया है जो अभी इससे लिंक नहीं है।',
  bindingCode: 'आपका कोड: {code}',
  bindingEnter: 'इसे {minutes} मिनट के भीतर इंडक्शन पेज पर दर्ज करें, या उस डिवाइस पर यह लिंक खोलें:',
  bindingOnceContinue:
    'कोड और लिंक केवल एक बार काम करते हैं। अगर यह अनुरोध आपने नहीं किया था, तो इस ईमेल को अनदेखा करें।\nकोड के बिना कोई भी किसी दूसरे डिवाइस पर आपका इंडक्शन जारी नहीं रख सकता।',
  bindingOnceReview:
    'कोड और लिंक केवल एक बार काम करते हैं। अगर यह अनुरोध आपने नहीं किया था, तो इस ईमेल को अनदेखा करें।\nकोड के बिना कोई भी किसी दूसरे डिवाइस पर आपका इंडक्शन दोबारा नहीं देख सकता।',

  receiptSubject: 'आपका इंडक्शन प्रमाणपत्र: {title}',
  receiptThanks: 'इंडक्शन “{title}” पूरा करने के लिए धन्यवाद।',
  receiptInduction: 'इंडक्शन: {title}',
  receiptCompleted: 'पूरा होने का समय: {completedAt}',
  receiptValidUntil: 'वैधता: {validUntil} तक',
  receiptAttached:
    'आपका प्रमाणपत्र इस ईमेल के साथ संलग्न है। साइट पर कोई भी व्यक्ति इसका QR कोड स्कैन करके या यह लिंक खोलकर इसकी जाँच कर सकता है:',
  receiptCode: 'सत्यापन कोड: {code}',

  inductionExpiresTodaySubject: 'आपका इंडक्शन “{title}” आज समाप्त हो रहा है',
  inductionExpiresSubject: 'आपका इंडक्शन “{title}” {date} को समाप्त होगा',
  inductionExpiresToday:
    'आपका इंडक्शन “{title}” आज, {date} को समाप्त हो रहा है। कल से इस साइट के लिए आपका इंडक्शन मान्य नहीं रहेगा।',
  inductionExpiresIn: 'आपका इंडक्शन “{title}” {date} को, यानी {days, plural, one {# दिन} other {# दिन}} में, समाप्त होगा।',
  inductionRenew: 'इस ईमेल पते ({email}) के साथ यहाँ इसका नवीनीकरण करें, और इंडक्शन पर “नवीनीकरण करें” दबाएँ:',

  driversLicence: 'ड्राइविंग लाइसेंस',
  highRiskWorkLicence: 'उच्च जोखिम कार्य लाइसेंस',
  licence: 'लाइसेंस',
  licenceExpiresSubject: '{licence} की वैधता {date} को समाप्त हो रही है',
  licenceExpires: 'आपके पास मौजूद {licence} की वैधता {date} को समाप्त हो रही है।',
  licenceWithNumberExpires: 'आपके पास मौजूद {licence} (नंबर {number}) की वैधता {date} को समाप्त हो रही है।',
  licenceUploadRenewed:
    'नवीनीकरण हो जाने पर, नया लाइसेंस उसके आगे और पीछे की तरफ़ की फ़ोटो के साथ यहाँ अपलोड करें (खाते की ज़रूरत नहीं):',
  linkWorksOnce: 'यह लिंक केवल एक बार, {date} तक काम करता है।',

  rejectionSubject: 'कृपया {licence} फिर से अपलोड करें',
  rejection: 'आपने जिस {licence} को भेजा था, उसे हम स्वीकार नहीं कर सके।',
  rejectionWithNumber: 'आपने जिस {licence} (नंबर {number}) को भेजा था, उसे हम स्वीकार नहीं कर सके।',
  rejectionReason: 'कारण: {reason}',
  rejectionUpload:
    'कृपया सही जानकारी के साथ लाइसेंस, उसके आगे और पीछे की तरफ़ की फ़ोटो सहित, यहाँ फिर से अपलोड करें (खाते की ज़रूरत नहीं):',
  retakeSubject: 'कृपया इंडक्शन “{title}” फिर से करें',
  retakeChanged:
    'इंडक्शन “{title}” बदल गया है, और सभी को इसे फिर से करना होगा।\nआपका पिछला पूरा किया गया इंडक्शन अब मान्य नहीं है।',
  retakeHere: 'इसे यहाँ फिर से करें, उसी ईमेल पते के साथ: {url}',
  codeNotRight: 'यह कोड सही नहीं है: {triesLeft, plural, one {# प्रयास बाकी है} other {# प्रयास बाकी हैं}}।',
  noCodeWaiting: 'इस इंडक्शन के लिए कोई कोड प्रतीक्षा में नहीं है: कोड पाने के लिए इसे फिर से शुरू करें।',
  tooManyWrongCodes: 'बहुत सारे गलत कोड: नया कोड पाने के लिए इंडक्शन फिर से शुरू करें।',
  codeExpired: 'इस कोड की समय-सीमा समाप्त हो गई है: नया कोड पाने के लिए इंडक्शन फिर से शुरू करें।',
  linkExpired: 'इस लिंक की समय-सीमा समाप्त हो गई है: नया लिंक पाने के लिए इंडक्शन फिर से शुरू करें।',
  linkInvalid: 'यह लिंक अब मान्य नहीं है: नया लिंक पाने के लिए इंडक्शन फिर से शुरू करें।',
  tooManyCodesEmailed: 'आज इस इंडक्शन के लिए बहुत सारे कोड ईमेल किए गए। कृपया {hours} घंटे बाद फिर से प्रयास करें।',
  codeEmailedRecently:
    'हमने आपको एक मिनट से कम समय पहले एक कोड ईमेल किया है। कृपया {seconds, plural, one {# सेकंड} other {# सेकंड}} प्रतीक्षा करें, फिर नया कोड मांगें।',
  uploadLinkInvalid: 'यह लिंक मान्य नहीं है। सबसे हाल के ईमेल का लिंक इस्तेमाल करें, या साइट कार्यालय से पूछें।',
  uploadLinkUsed: 'यह लिंक पहले ही इस्तेमाल हो चुका है: लाइसेंस भेज दिया गया था। हर लिंक एक ही बार काम करता है।',
  uploadLinkExpired: 'इस लिंक की अवधि समाप्त हो गई है। कृपया साइट कार्यालय से नया लिंक मांगें।',
  progressNotFound: 'प्रगति नहीं मिली',
  attemptSuperseded:
    'आपके करते समय यह इंडक्शन अपडेट किया गया, और अब सभी को नया संस्करण करना होगा। कृपया अपने इंडक्शन की सूची से इसे फिर से शुरू करें।',
  tooManyStarts:
    'इस पते से बहुत सारे इंडक्शन शुरू किए गए। कृपया {seconds, plural, one {# सेकंड} other {# सेकंड}} प्रतीक्षा करें और फिर से प्रयास करें।',
  tooManyCodeTries:
    'इस पते से बहुत सारे कोड आज़माए गए। कृपया {seconds, plural, one {# सेकंड} other {# सेकंड}} प्रतीक्षा करें और फिर से प्रयास करें।',
  tooManyLookups:
    'इस कनेक्शन से बहुत सारे ईमेल पते खोजे गए। कृपया {seconds, plural, one {# सेकंड} other {# सेकंड}} प्रतीक्षा करें और फिर से प्रयास करें।',
  tooManyCertificateDownloads:
    'यह प्रमाणपत्र एक मिनट में बहुत बार डाउनलोड किया गया। कृपया {seconds, plural, one {# सेकंड} other {# सेकंड}} प्रतीक्षा करें और फिर से प्रयास करें।',
  otherDeviceInProgress: 'किसी दूसरे डिवाइस पर जारी है — हमने आपको एक कोड ईमेल किया है',
  otherDeviceCompleted: 'किसी दूसरे डिवाइस पर पूरा हुआ — हमने आपको एक कोड ईमेल किया है',
  leaveNotShown: 'आगे बढ़ने से पहले कृपया “{title}” पढ़ें',
  leaveTooEarly:
    'आगे बढ़ने से पहले कृपया “{title}” पर कम से कम {minSeconds} सेकंड बिताएँ ({secondsLeft, plural, one {# सेकंड बाकी} other {# सेकंड बाकी}})',
  leaveUnsigned: 'आगे बढ़ने से पहले कृपया “{title}” पर स्वीकृति पर हस्ताक्षर करें',
  finishNotShown: 'इंडक्शन पूरा नहीं हुआ है: “{title}” अभी पढ़ा नहीं गया है',
  finishTooEarly:
    'इंडक्शन पूरा नहीं हुआ है: कृपया “{title}” पर कम से कम {minSeconds} सेकंड बिताएँ ({secondsLeft, plural, one {# सेकंड बाकी} other {# सेकंड बाकी}})',
  finishUnsigned: 'इंडक्शन पूरा नहीं हुआ है: कृपया “{title}” पर स्वीकृति पर हस्ताक्षर करें',
};
