import type { WorkerEmailMessages } from './en.ts';

/** The worker emails in vi (decision 36). */
export const vi: WorkerEmailMessages = {
  hello: 'Xin chào {name},',

  bindingSubjectContinue: 'Mã của bạn để tiếp tục khóa hướng dẫn “{title}”',
  bindingSubjectReview: 'Mã của bạn để xem lại khóa hướng dẫn “{title}”',
  bindingAskedContinue:
    'Có người đã yêu cầu tiếp tục khóa hướng dẫn “{title}” của {email} trên một thiết bị chưa được liên kết với khóa hướng dẫn này.',
  bindingAskedReview:
    'Có người đã yêu cầu xem lại khóa hướng dẫn “{title}” của {email} trên một thiết bị chưa được liên kết với khóa hướng dẫn này.',
  bindingCode: 'Mã của bạn: {code}',
  bindingEnter:
    'Hãy nhập mã này trên trang khóa hướng dẫn trong vòng {minutes} phút, hoặc mở liên kết sau trên thiết bị đó:',
  bindingOnceContinue:
    'Mã và liên kết chỉ dùng được một lần. Nếu bạn không yêu cầu việc này, hãy bỏ qua email này.\nKhông có mã thì không ai có thể tiếp tục khóa hướng dẫn của bạn trên thiết bị khác.',
  bindingOnceReview:
    'Mã và liên kết chỉ dùng được một lần. Nếu bạn không yêu cầu việc này, hãy bỏ qua email này.\nKhông có mã thì không ai có thể xem lại khóa hướng dẫn của bạn trên thiết bị khác.',

  receiptSubject: 'Giấy chứng nhận khóa hướng dẫn của bạn: {title}',
  receiptThanks: 'Cảm ơn bạn đã hoàn thành khóa hướng dẫn “{title}”.',
  receiptInduction: 'Khóa hướng dẫn: {title}',
  receiptCompleted: 'Thời điểm hoàn thành: {completedAt}',
  receiptValidUntil: 'Có hiệu lực đến: {validUntil}',
  receiptAttached:
    'Giấy chứng nhận của bạn được đính kèm theo email này. Bất kỳ ai tại công trường cũng có thể kiểm tra giấy chứng nhận bằng cách quét mã QR trên đó hoặc mở liên kết sau:',
  receiptCode: 'Mã xác minh: {code}',

  inductionExpiresTodaySubject: 'Khóa hướng dẫn “{title}” của bạn hết hạn hôm nay',
  inductionExpiresSubject: 'Khóa hướng dẫn “{title}” của bạn hết hạn vào ngày {date}',
  inductionExpiresToday:
    'Khóa hướng dẫn “{title}” của bạn hết hạn hôm nay, ngày {date}. Từ ngày mai, bạn sẽ không còn được xem là đã hoàn thành hướng dẫn an toàn cho công trường này.',
  inductionExpiresIn:
    'Khóa hướng dẫn “{title}” của bạn sẽ hết hạn vào ngày {date}, tức là sau {days, plural, other {# ngày}} nữa.',
  inductionRenew: 'Hãy gia hạn tại đây bằng địa chỉ email này ({email}), rồi nhấn “Gia hạn” trên khóa hướng dẫn:',

  driversLicence: 'giấy phép lái xe',
  highRiskWorkLicence: 'giấy phép làm công việc có rủi ro cao',
  licence: 'giấy phép',
  licenceExpiresSubject: 'Nhắc nhở: {licence} của bạn hết hạn vào ngày {date}',
  licenceExpires: 'Xin lưu ý: {licence} của bạn sẽ hết hạn vào ngày {date}.',
  licenceWithNumberExpires: 'Xin lưu ý: {licence} của bạn (số {number}) sẽ hết hạn vào ngày {date}.',
  licenceUploadRenewed:
    'Sau khi gia hạn, hãy tải lên giấy phép mới, kèm ảnh mặt trước và mặt sau, tại đây (không cần tài khoản):',
  linkWorksOnce: 'Liên kết này chỉ dùng được một lần, đến ngày {date}.',

  rejectionSubject: 'Vui lòng tải lên lại {licence} của bạn',
  rejection: 'Chúng tôi không thể chấp nhận {licence} mà bạn đã cung cấp.',
  rejectionWithNumber: 'Chúng tôi không thể chấp nhận {licence} mà bạn đã cung cấp (số {number}).',
  rejectionReason: 'Lý do: {reason}',
  rejectionUpload:
    'Vui lòng tải lên lại giấy phép với thông tin chính xác, kèm ảnh mặt trước và mặt sau, tại đây (không cần tài khoản):',
  retakeSubject: 'Vui lòng học lại khóa hướng dẫn “{title}”',
  retakeChanged:
    'Khóa hướng dẫn “{title}” đã thay đổi và mọi người phải học lại.\nLần hoàn thành trước đây của bạn không còn hiệu lực.',
  retakeHere: 'Học lại tại đây, với cùng địa chỉ email: {url}',
  codeNotRight: 'Mã không đúng: còn {triesLeft, plural, other {# lần thử}}.',
  noCodeWaiting: 'Không có mã nào đang chờ cho khóa hướng dẫn này: hãy bắt đầu lại để nhận mã.',
  tooManyWrongCodes: 'Nhập sai mã quá nhiều lần: hãy bắt đầu lại khóa hướng dẫn để nhận mã mới.',
  codeExpired: 'Mã này đã hết hạn: hãy bắt đầu lại khóa hướng dẫn để nhận mã mới.',
  linkExpired: 'Liên kết này đã hết hạn: hãy bắt đầu lại khóa hướng dẫn để nhận liên kết mới.',
  linkInvalid: 'Liên kết này không còn hiệu lực: hãy bắt đầu lại khóa hướng dẫn để nhận liên kết mới.',
  tooManyCodesEmailed: 'Hôm nay đã gửi quá nhiều mã cho khóa hướng dẫn này. Vui lòng thử lại sau {hours} giờ.',
  codeEmailedRecently:
    'Chúng tôi đã gửi mã cho bạn qua email chưa đầy một phút trước. Vui lòng đợi {seconds, plural, other {# giây}} rồi yêu cầu mã mới.',
  uploadLinkInvalid:
    'Liên kết này không hợp lệ. Hãy dùng liên kết trong email gần đây nhất, hoặc hỏi văn phòng công trường.',
  uploadLinkUsed: 'Liên kết này đã được dùng: giấy phép đã được gửi. Mỗi liên kết chỉ dùng được một lần.',
  uploadLinkExpired: 'Liên kết này đã hết hạn. Vui lòng xin văn phòng công trường một liên kết mới.',
  progressNotFound: 'Không tìm thấy tiến độ',
  attemptSuperseded:
    'Khóa hướng dẫn này đã được cập nhật trong lúc bạn đang học, và giờ mọi người phải học phiên bản mới. Vui lòng bắt đầu lại từ danh sách khóa hướng dẫn của bạn.',
  tooManyStarts:
    'Có quá nhiều khóa hướng dẫn được bắt đầu từ địa chỉ này. Vui lòng đợi {seconds, plural, other {# giây}} rồi thử lại.',
  tooManyCodeTries:
    'Có quá nhiều mã được thử từ địa chỉ này. Vui lòng đợi {seconds, plural, other {# giây}} rồi thử lại.',
  tooManyLookups:
    'Có quá nhiều địa chỉ email được tra cứu từ kết nối này. Vui lòng đợi {seconds, plural, other {# giây}} rồi thử lại.',
  tooManyCertificateDownloads:
    'Giấy chứng nhận này đã được tải xuống quá nhiều lần trong một phút. Vui lòng đợi {seconds, plural, other {# giây}} rồi thử lại.',
  otherDeviceInProgress: 'Đang học trên một thiết bị khác — chúng tôi đã gửi mã cho bạn qua email',
  otherDeviceCompleted: 'Đã hoàn thành trên một thiết bị khác — chúng tôi đã gửi mã cho bạn qua email',
  leaveNotShown: 'Vui lòng đọc “{title}” trước khi tiếp tục',
  leaveTooEarly:
    'Vui lòng dành ít nhất {minSeconds} giây cho “{title}” trước khi tiếp tục (còn {secondsLeft, plural, other {# giây}})',
  leaveUnsigned: 'Vui lòng ký xác nhận ở “{title}” trước khi tiếp tục',
  finishNotShown: 'Khóa hướng dẫn chưa xong: bạn chưa đọc “{title}”',
  finishTooEarly:
    'Khóa hướng dẫn chưa xong: vui lòng dành ít nhất {minSeconds} giây cho “{title}” (còn {secondsLeft, plural, other {# giây}})',
  finishUnsigned: 'Khóa hướng dẫn chưa xong: vui lòng ký xác nhận ở “{title}”',
};
