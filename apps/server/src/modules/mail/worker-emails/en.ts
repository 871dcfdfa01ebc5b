/**
 * The worker emails' texts in English, the source language (issue 16 §2, decision 36), in ICU
 * MessageFormat: `{name}` is a value, `{days, plural, …}` a count. Every other language's file
 * (./<language>.ts) translates each of them; worker-email-texts.test.ts checks their placeholders.
 */
export const en = {
  hello: 'Hello {name},',

  bindingSubjectContinue: 'Your code to continue {title}',
  bindingSubjectReview: 'Your code to review {title}',
  bindingAskedContinue:
    'Someone asked to continue the induction "{title}" for {email} on a device that is not yet linked to it.',
  bindingAskedReview:
    'Someone asked to review the induction "{title}" for {email} on a device that is not yet linked to it.',
  bindingCode: 'Your code: {code}',
  bindingEnter: 'Enter it in the induction portal within {minutes} minutes, or open this link on that device:',
  bindingOnceContinue:
    'The code and the link work once. If this was not you, ignore this email: without the code nobody can\ncontinue your induction on another device.',
  bindingOnceReview:
    'The code and the link work once. If this was not you, ignore this email: without the code nobody can\nreview your induction on another device.',

  receiptSubject: 'Your induction certificate: {title}',
  receiptThanks: 'Thank you for completing the induction "{title}".',
  receiptInduction: 'Induction: {title}',
  receiptCompleted: 'Completed: {completedAt}',
  receiptValidUntil: 'Valid until: {validUntil}',
  receiptAttached:
    'Your certificate is attached. Anyone on site can check it by scanning its QR code or opening this link:',
  receiptCode: 'Verification code: {code}',

  inductionExpiresTodaySubject: 'Your induction "{title}" expires today',
  inductionExpiresSubject: 'Your induction "{title}" expires on {date}',
  inductionExpiresToday:
    'Your induction "{title}" expires today, {date}. From tomorrow you are no longer inducted for this site.',
  inductionExpiresIn: 'Your induction "{title}" expires on {date}, in {days, plural, one {# day} other {# days}}.',
  inductionRenew: 'Renew it here, with this email address ({email}), and press Renew on the induction:',

  driversLicence: "driver's licence",
  highRiskWorkLicence: 'high risk work licence',
  licence: 'licence',
  licenceExpiresSubject: 'Your {licence} expires on {date}',
  licenceExpires: 'Your {licence} expires on {date}.',
  licenceWithNumberExpires: 'Your {licence} (number {number}) expires on {date}.',
  licenceUploadRenewed:
    'When you have renewed it, upload the new licence, with photos of its front and back, here (no account needed):',
  linkWorksOnce: 'The link works once, until {date}.',

  rejectionSubject: 'Please upload your {licence} again',
  rejection: 'We could not accept the {licence} you gave.',
  rejectionWithNumber: 'We could not accept the {licence} you gave (number {number}).',
  rejectionReason: 'Reason: {reason}',
  rejectionUpload: 'Please upload a corrected licence, with photos of its front and back, here (no account needed):',
  retakeSubject: 'Please take {title} again',
  retakeChanged:
    'The induction "{title}" has changed, and everyone must take it again. Your earlier completion\nis no longer current.',
  retakeHere: 'Take it again here, with the same email address: {url}',
};

export type WorkerEmailMessages = Record<keyof typeof en, string>;
