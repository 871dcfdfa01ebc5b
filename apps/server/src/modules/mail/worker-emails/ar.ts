import type { WorkerEmailMessages } from './en.ts';

/** The worker emails in ar (decision 36). */
export const ar: WorkerEmailMessages = {
  hello: 'مرحبًا {name}،',

  bindingSubjectContinue: 'رمزك لمتابعة التدريب التعريفي «{title}»',
  bindingSubjectReview: 'رمزك لمراجعة التدريب التعريفي «{title}»',
  bindingAskedContinue:
    'طلب أحدهم متابعة التدريب التعريفي «{title}» للبريد الإلكتروني {email} على جهاز لم يُربط به بعد.',
  bindingAskedReview: 'طلب أحدهم مراجعة التدريب التعريفي «{title}» للبريد الإلكتروني {email} على جهاز لم يُربط به بعد.',
  bindingCode: 'رمزك: {code}',
  bindingEnter: 'أدخِله في صفحة التدريب التعريفي خلال {minutes} دقيقة، أو افتح هذا الرابط على ذلك الجهاز:',
  bindingOnceContinue:
    'يعمل الرمز والرابط مرة واحدة فقط. إذا لم تكن أنت من طلب ذلك، فتجاهل هذه الرسالة.\nمن دون الرمز، لا يمكن لأحد متابعة تدريبك التعريفي على جهاز آخر.',
  bindingOnceReview:
    'يعمل الرمز والرابط مرة واحدة فقط. إذا لم تكن أنت من طلب ذلك، فتجاهل هذه الرسالة.\nمن دون الرمز، لا يمكن لأحد مراجعة تدريبك التعريفي على جهاز آخر.',

  receiptSubject: 'شهادة تدريبك التعريفي: {title}',
  receiptThanks: 'شكرًا لك على إكمال التدريب التعريفي «{title}».',
  receiptInduction: 'التدريب التعريفي: {title}',
  receiptCompleted: 'تاريخ الإكمال: {completedAt}',
  receiptValidUntil: 'سارية حتى: {validUntil}',
  receiptAttached:
    'شهادتك مرفقة بهذه الرسالة. يمكن لأي شخص في الموقع التحقق منها بمسح رمز QR الخاص بها أو بفتح هذا الرابط:',
  receiptCode: 'رمز التحقق: {code}',

  inductionExpiresTodaySubject: 'تنتهي صلاحية تدريبك التعريفي «{title}» اليوم',
  inductionExpiresSubject: 'تنتهي صلاحية تدريبك التعريفي «{title}» في {date}',
  inductionExpiresToday:
    'تنتهي صلاحية تدريبك التعريفي «{title}» اليوم، {date}. واعتبارًا من الغد، لن يكون لديك تدريب تعريفي ساري المفعول لهذا الموقع.',
  inductionExpiresIn:
    'تنتهي صلاحية تدريبك التعريفي «{title}» في {date}، أي بعد {days, plural, one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}.',
  inductionRenew:
    'جدِّده من هنا باستخدام عنوان البريد الإلكتروني هذا ({email})، ثم اضغط على «تجديد» في التدريب التعريفي:',

  driversLicence: 'رخصة القيادة',
  highRiskWorkLicence: 'رخصة الأعمال عالية الخطورة',
  licence: 'الرخصة',
  licenceExpiresSubject: 'تنتهي صلاحية {licence} في {date}',
  licenceExpires: 'تنتهي صلاحية {licence} في {date}.',
  licenceWithNumberExpires: 'تنتهي صلاحية {licence} (رقم {number}) في {date}.',
  licenceUploadRenewed:
    'بعد تجديد الرخصة، ارفع الرخصة الجديدة مع صور لوجهيها الأمامي والخلفي من هنا (لا حاجة إلى حساب):',
  linkWorksOnce: 'يعمل هذا الرابط مرة واحدة فقط، حتى {date}.',

  rejectionSubject: 'يُرجى رفع {licence} مرة أخرى',
  rejection: 'لم نتمكن من قبول {licence} التي قدّمتها.',
  rejectionWithNumber: 'لم نتمكن من قبول {licence} التي قدّمتها (رقم {number}).',
  rejectionReason: 'السبب: {reason}',
  rejectionUpload: 'يُرجى رفع الرخصة من جديد ببيانات صحيحة، مع صور لوجهيها الأمامي والخلفي، من هنا (لا حاجة إلى حساب):',
  retakeSubject: 'يرجى أخذ التدريب التعريفي «{title}» مرة أخرى',
  retakeChanged: 'تغيّر التدريب التعريفي «{title}»، ويجب على الجميع أخذه مرة أخرى.\nلم يعد إكمالك السابق ساريًا.',
  retakeHere: 'خذه مرة أخرى من هنا، بعنوان البريد الإلكتروني نفسه: {url}',
  codeNotRight:
    'الرمز غير صحيح: {triesLeft, plural, one {بقيت محاولة واحدة} two {بقيت محاولتان} few {بقيت # محاولات} many {بقيت # محاولة} other {بقيت # محاولة}}.',
  noCodeWaiting: 'لا يوجد رمز بانتظار هذا التدريب التعريفي: ابدأه من جديد للحصول على رمز.',
  tooManyWrongCodes: 'رموز خاطئة كثيرة جدًا: ابدأ التدريب التعريفي من جديد للحصول على رمز جديد.',
  codeExpired: 'انتهت صلاحية هذا الرمز: ابدأ التدريب التعريفي من جديد للحصول على رمز جديد.',
  linkExpired: 'انتهت صلاحية هذا الرابط: ابدأ التدريب التعريفي من جديد للحصول على رابط جديد.',
  linkInvalid: 'لم يعد هذا الرابط صالحًا: ابدأ التدريب التعريفي من جديد للحصول على رابط جديد.',
  tooManyCodesEmailed: 'أُرسلت رموز كثيرة جدًا لهذا التدريب التعريفي اليوم. يرجى المحاولة مرة أخرى بعد {hours} ساعة.',
  codeEmailedRecently:
    'أرسلنا إليك رمزًا بالبريد الإلكتروني قبل أقل من دقيقة. يرجى الانتظار {seconds, plural, one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} many {# ثانية} other {# ثانية}} ثم طلب رمز جديد.',
  uploadLinkInvalid: 'هذا الرابط غير صالح. استخدم الرابط الموجود في أحدث رسالة بريد إلكتروني، أو اسأل مكتب الموقع.',
  uploadLinkUsed: 'استُخدم هذا الرابط من قبل: أُرسلت الرخصة. يعمل كل رابط مرة واحدة.',
  uploadLinkExpired: 'انتهت صلاحية هذا الرابط. يرجى طلب رابط جديد من مكتب الموقع.',
  progressNotFound: 'لم يُعثر على التقدم',
  attemptSuperseded:
    'تم تحديث هذا التدريب التعريفي أثناء أخذك له، ويجب على الجميع الآن أخذ النسخة الجديدة. يرجى البدء من جديد من قائمة تدريباتك.',
  tooManyStarts:
    'بدأت تدريبات تعريفية كثيرة جدًا من هذا العنوان. يرجى الانتظار {seconds, plural, one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} many {# ثانية} other {# ثانية}} ثم المحاولة مرة أخرى.',
  tooManyCodeTries:
    'جُرّبت رموز كثيرة جدًا من هذا العنوان. يرجى الانتظار {seconds, plural, one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} many {# ثانية} other {# ثانية}} ثم المحاولة مرة أخرى.',
  tooManyLookups:
    'جرى البحث عن عناوين بريد إلكتروني كثيرة جدًا من هذا الاتصال. يرجى الانتظار {seconds, plural, one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} many {# ثانية} other {# ثانية}} ثم المحاولة مرة أخرى.',
  tooManyCertificateDownloads:
    'نُزّلت هذه الشهادة مرات كثيرة جدًا خلال دقيقة. يرجى الانتظار {seconds, plural, one {ثانية واحدة} two {ثانيتين} few {# ثوانٍ} many {# ثانية} other {# ثانية}} ثم المحاولة مرة أخرى.',
  otherDeviceInProgress: 'قيد التقدم على جهاز آخر — أرسلنا إليك رمزًا بالبريد الإلكتروني',
  otherDeviceCompleted: 'اكتمل على جهاز آخر — أرسلنا إليك رمزًا بالبريد الإلكتروني',
  leaveNotShown: 'يرجى قراءة «{title}» قبل المتابعة',
  leaveTooEarly:
    'يرجى قضاء {minSeconds} ثانية على الأقل في «{title}» قبل المتابعة (المتبقي: {secondsLeft, plural, one {ثانية واحدة} two {ثانيتان} few {# ثوانٍ} many {# ثانية} other {# ثانية}})',
  leaveUnsigned: 'يرجى توقيع الإقرار في «{title}» قبل المتابعة',
  finishNotShown: 'لم يكتمل التدريب التعريفي: لم تتم قراءة «{title}» بعد',
  finishTooEarly:
    'لم يكتمل التدريب التعريفي: يرجى قضاء {minSeconds} ثانية على الأقل في «{title}» (المتبقي: {secondsLeft, plural, one {ثانية واحدة} two {ثانيتان} few {# ثوانٍ} many {# ثانية} other {# ثانية}})',
  finishUnsigned: 'لم يكتمل التدريب التعريفي: يرجى توقيع الإقرار في «{title}»',
};
