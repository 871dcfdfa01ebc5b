import type { WorkerEmailMessages } from './en.ts';

/** The worker emails in ko (decision 36). */
export const ko: WorkerEmailMessages = {
  hello: '{name}님, 안녕하세요.',

  bindingSubjectContinue: '‘{title}’ 교육을 계속하기 위한 코드',
  bindingSubjectReview: '‘{title}’ 교육을 다시 보기 위한 코드',
  bindingAskedContinue: '{email} 주소의 ‘{title}’ 교육을 아직 연결되지 않은 기기에서 계속하려는 요청이 있었습니다.',
  bindingAskedReview: '{email} 주소의 ‘{title}’ 교육을 아직 연결되지 않은 기기에서 다시 보려는 요청이 있었습니다.',
  bindingCode: '코드: {code}',
  bindingEnter: '{minutes}분 안에 교육 페이지에 이 코드를 입력하거나, 해당 기기에서 다음 링크를 열어 주세요:',
  bindingOnceContinue:
    '코드와 링크는 한 번만 사용할 수 있습니다. 본인이 요청하지 않았다면 이 이메일을 무시해 주세요.\n코드가 없으면 누구도 다른 기기에서 이 교육을 계속할 수 없습니다.',
  bindingOnceReview:
    '코드와 링크는 한 번만 사용할 수 있습니다. 본인이 요청하지 않았다면 이 이메일을 무시해 주세요.\n코드가 없으면 누구도 다른 기기에서 이 교육을 다시 볼 수 없습니다.',

  receiptSubject: '교육 이수증: {title}',
  receiptThanks: '‘{title}’ 교육을 완료해 주셔서 감사합니다.',
  receiptInduction: '교육: {title}',
  receiptCompleted: '완료 일시: {completedAt}',
  receiptValidUntil: '유효 기한: {validUntil}',
  receiptAttached:
    '이수증을 첨부해 드립니다. 현장의 누구나 이수증의 QR 코드를 스캔하거나 다음 링크를 열어 이수증을 확인할 수 있습니다:',
  receiptCode: '확인 코드: {code}',

  inductionExpiresTodaySubject: '‘{title}’ 교육이 오늘 만료됩니다',
  inductionExpiresSubject: '‘{title}’ 교육이 {date}에 만료됩니다',
  inductionExpiresToday:
    '‘{title}’ 교육이 오늘({date}) 만료됩니다. 내일부터는 이 현장의 안전 교육 이수자로 인정되지 않습니다.',
  inductionExpiresIn: '‘{title}’ 교육이 {days, plural, other {#일}} 후인 {date}에 만료됩니다.',
  inductionRenew: '아래 링크에서 이 이메일 주소({email})로 접속한 뒤, 해당 교육의 ‘갱신’ 버튼을 눌러 주세요:',

  driversLicence: '운전면허증',
  highRiskWorkLicence: '고위험 작업 면허',
  licence: '면허',
  licenceExpiresSubject: '{licence} 만료 예정 안내: {date}',
  licenceExpires: '보유하신 {licence}의 유효 기간이 {date}에 만료됩니다.',
  licenceWithNumberExpires: '보유하신 {licence}(번호 {number})의 유효 기간이 {date}에 만료됩니다.',
  licenceUploadRenewed: '면허를 갱신한 후, 새 면허를 앞면과 뒷면 사진과 함께 여기에서 올려 주세요(계정 필요 없음):',
  linkWorksOnce: '이 링크는 {date}까지 한 번만 사용할 수 있습니다.',

  rejectionSubject: '{licence} 재업로드 요청',
  rejection: '제출하신 {licence}의 검토 결과, 승인되지 않았습니다.',
  rejectionWithNumber: '제출하신 {licence}(번호 {number})의 검토 결과, 승인되지 않았습니다.',
  rejectionReason: '사유: {reason}',
  rejectionUpload: '올바른 정보로 면허를 앞면과 뒷면 사진과 함께 여기에서 다시 올려 주세요(계정 필요 없음):',
  retakeSubject: '교육 ‘{title}’을(를) 다시 받아 주세요',
  retakeChanged: '교육 ‘{title}’이(가) 변경되어 모두 다시 받아야 합니다.\n이전 이수 기록은 더 이상 유효하지 않습니다.',
  retakeHere: '같은 이메일 주소로 여기에서 다시 받으세요: {url}',
  codeNotRight: '코드가 올바르지 않습니다: {triesLeft, plural, other {#번}} 더 시도할 수 있습니다.',
  noCodeWaiting: '이 교육에 대기 중인 코드가 없습니다: 교육을 다시 시작하여 코드를 받으세요.',
  tooManyWrongCodes: '잘못된 코드를 너무 많이 입력했습니다: 교육을 다시 시작하여 새 코드를 받으세요.',
  codeExpired: '이 코드는 만료되었습니다: 교육을 다시 시작하여 새 코드를 받으세요.',
  linkExpired: '이 링크는 만료되었습니다: 교육을 다시 시작하여 새 링크를 받으세요.',
  linkInvalid: '이 링크는 더 이상 유효하지 않습니다: 교육을 다시 시작하여 새 링크를 받으세요.',
  tooManyCodesEmailed:
    '오늘 이 교육에 대해 너무 많은 코드가 이메일로 발송되었습니다. {hours}시간 후에 다시 시도하세요.',
  codeEmailedRecently:
    '1분 이내에 이미 코드를 이메일로 보내 드렸습니다. {seconds, plural, other {#초}} 기다린 후 새 코드를 요청하세요.',
  uploadLinkInvalid: '유효하지 않은 링크입니다. 가장 최근 이메일의 링크를 사용하거나 현장 사무실에 문의하세요.',
  uploadLinkUsed: '이미 사용된 링크입니다: 면허가 제출되었습니다. 각 링크는 한 번만 사용할 수 있습니다.',
  uploadLinkExpired: '링크가 만료되었습니다. 현장 사무실에 새 링크를 요청하세요.',
  progressNotFound: '진행 기록을 찾을 수 없습니다',
  attemptSuperseded:
    '진행하는 동안 이 교육이 변경되어 이제 모두 새 버전을 받아야 합니다. 내 교육 목록에서 다시 시작해 주세요.',
  tooManyStarts:
    '이 주소에서 너무 많은 교육이 시작되었습니다. {seconds, plural, other {#초}} 기다린 후 다시 시도하세요.',
  tooManyCodeTries:
    '이 주소에서 너무 많은 코드를 시도했습니다. {seconds, plural, other {#초}} 기다린 후 다시 시도하세요.',
  tooManyLookups:
    '이 연결에서 너무 많은 이메일 주소를 조회했습니다. {seconds, plural, other {#초}} 기다린 후 다시 시도하세요.',
  tooManyCertificateDownloads:
    '이 이수증을 1분 동안 너무 많이 내려받았습니다. {seconds, plural, other {#초}} 기다린 후 다시 시도하세요.',
  otherDeviceInProgress: '다른 기기에서 진행 중입니다 — 코드를 이메일로 보내 드렸습니다',
  otherDeviceCompleted: '다른 기기에서 완료되었습니다 — 코드를 이메일로 보내 드렸습니다',
  leaveNotShown: '계속하기 전에 ‘{title}’ 페이지를 읽어 주세요',
  leaveTooEarly:
    '계속하기 전에 ‘{title}’ 페이지에서 최소 {minSeconds}초를 보내 주세요 ({secondsLeft, plural, other {#초}} 남음)',
  leaveUnsigned: '계속하기 전에 ‘{title}’ 페이지의 확인서에 서명해 주세요',
  finishNotShown: '교육이 끝나지 않았습니다: ‘{title}’ 페이지를 아직 읽지 않았습니다',
  finishTooEarly:
    '교육이 끝나지 않았습니다: ‘{title}’ 페이지에서 최소 {minSeconds}초를 보내 주세요 ({secondsLeft, plural, other {#초}} 남음)',
  finishUnsigned: '교육이 끝나지 않았습니다: ‘{title}’ 페이지의 확인서에 서명해 주세요',
};
