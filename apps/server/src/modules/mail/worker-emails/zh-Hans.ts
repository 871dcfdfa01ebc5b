import type { WorkerEmailMessages } from './en.ts';

/** The worker emails in Simplified Chinese (decision 36). */
export const zhHans: WorkerEmailMessages = {
  hello: '{name}，您好：',

  bindingSubjectContinue: '您用于继续培训“{title}”的验证码',
  bindingSubjectReview: '您用于查看培训“{title}”的验证码',
  bindingAskedContinue: '有人在一台尚未关联此培训的设备上，请求继续 {email} 的培训“{title}”。',
  bindingAskedReview: '有人在一台尚未关联此培训的设备上，请求查看 {email} 的培训“{title}”。',
  bindingCode: '您的验证码：{code}',
  bindingEnter: '请在 {minutes} 分钟内于培训页面输入此验证码，或在该设备上打开以下链接：',
  bindingOnceContinue:
    '验证码和链接仅可使用一次。如果这不是您本人的操作，请忽略此邮件。\n没有验证码，任何人都无法在其他设备上继续您的培训。',
  bindingOnceReview:
    '验证码和链接仅可使用一次。如果这不是您本人的操作，请忽略此邮件。\n没有验证码，任何人都无法在其他设备上查看您的培训。',

  receiptSubject: '您的培训证书：{title}',
  receiptThanks: '感谢您完成培训“{title}”。',
  receiptInduction: '培训：{title}',
  receiptCompleted: '完成时间：{completedAt}',
  receiptValidUntil: '有效期至：{validUntil}',
  receiptAttached: '您的证书已附在本邮件中。工地上的任何人都可以扫描证书上的 QR 码或打开以下链接进行核验：',
  receiptCode: '验证码：{code}',

  inductionExpiresTodaySubject: '您的培训“{title}”今天到期',
  inductionExpiresSubject: '您的培训“{title}”将于 {date} 到期',
  inductionExpiresToday: '您的培训“{title}”今天（{date}）到期。从明天起，您将不再具备进入此工地的培训资格。',
  inductionExpiresIn: '您的培训“{title}”将于 {date} 到期，还剩 {days, plural, other {# 天}}。',
  inductionRenew: '请在此处使用此电子邮箱地址（{email}）办理续期，并点击该培训上的“续期”：',

  driversLicence: '驾驶执照',
  highRiskWorkLicence: '高风险作业执照',
  licence: '执照',
  licenceExpiresSubject: '您的{licence}将于 {date} 到期',
  licenceExpires: '您的{licence}将于 {date} 到期。',
  licenceWithNumberExpires: '您的{licence}（编号 {number}）将于 {date} 到期。',
  licenceUploadRenewed: '续期后，请在此处上传新的执照及其正反面照片（无需账户）：',
  linkWorksOnce: '此链接只能使用一次，有效期至 {date}。',

  rejectionSubject: '请重新上传您的{licence}',
  rejection: '我们无法接受您提供的{licence}。',
  rejectionWithNumber: '我们无法接受您提供的{licence}（编号 {number}）。',
  rejectionReason: '原因：{reason}',
  rejectionUpload: '请在此处重新上传信息正确的执照及其正反面照片（无需账户）：',
  retakeSubject: '请重新参加培训“{title}”',
  retakeChanged: '培训“{title}”已更新，所有人都必须重新参加。\n您之前的完成记录已不再有效。',
  retakeHere: '请使用同一电子邮件地址在此重新参加：{url}',
};
