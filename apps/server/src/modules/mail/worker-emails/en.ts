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

  // The refusals a worker can meet, in the answer's `message` (decision 36).
  codeNotRight: 'That code is not right: {triesLeft, plural, one {# try} other {# tries}} left.',
  noCodeWaiting: 'No code is waiting for this induction: start it again to get one.',
  tooManyWrongCodes: 'Too many wrong codes: start the induction again to get a new code.',
  codeExpired: 'This code has expired: start the induction again to get a new code.',
  linkExpired: 'This link has expired: start the induction again to get a new one.',
  linkInvalid: 'This link is no longer valid: start the induction again to get a new one.',
  tooManyCodesEmailed: 'Too many codes were emailed for this induction today. Please try again in {hours} hours.',
  codeEmailedRecently:
    'We emailed you a code less than a minute ago. Please wait {seconds, plural, one {# second} other {# seconds}}, then ask for a new one.',
  uploadLinkInvalid: 'This link is not valid. Use the link of the most recent email, or ask the site office.',
  uploadLinkUsed: 'This link has been used already: the licence was sent. Each link works once.',
  uploadLinkExpired: 'This link has expired. Please ask the site office for a new one.',
  progressNotFound: 'Progress not found',
  attemptSuperseded:
    'This induction was updated while you were taking it, and everyone must now take the new version. Please start it again from your inductions.',
  tooManyStarts:
    'Too many inductions started from this address. Please wait {seconds, plural, one {# second} other {# seconds}} and try again.',
  tooManyCodeTries:
    'Too many codes tried from this address. Please wait {seconds, plural, one {# second} other {# seconds}} and try again.',
  tooManyLookups:
    'Too many email addresses were looked up from this connection. Please wait {seconds, plural, one {# second} other {# seconds}} and try again.',
  tooManyCertificateDownloads:
    'This certificate was downloaded too many times in a minute. Please wait {seconds, plural, one {# second} other {# seconds}} and try again.',
  otherDeviceInProgress: 'In progress on another device — we emailed you a code',
  otherDeviceCompleted: 'Completed on another device — we emailed you a code',
  leaveNotShown: 'Please read "{title}" before moving on',
  leaveTooEarly:
    'Please spend at least {minSeconds} seconds on "{title}" before moving on ({secondsLeft, plural, one {# second} other {# seconds}} left)',
  leaveUnsigned: 'Please sign the acknowledgment on "{title}" before moving on',
  finishNotShown: 'The induction is not finished: "{title}" has not been read yet',
  finishTooEarly:
    'The induction is not finished: please spend at least {minSeconds} seconds on "{title}" ({secondsLeft, plural, one {# second} other {# seconds}} left)',
  finishUnsigned: 'The induction is not finished: please sign the acknowledgment on "{title}"',
};

export type WorkerEmailMessages = Record<keyof typeof en, string>;
