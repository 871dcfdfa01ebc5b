import type { WorkerEmailMessages } from './en.ts';

/** The worker emails in es (decision 36). */
export const es: WorkerEmailMessages = {
  hello: 'Hola, {name}:',

  bindingSubjectContinue: 'Su código para continuar la inducción “{title}”',
  bindingSubjectReview: 'Su código para revisar la inducción “{title}”',
  bindingAskedContinue:
    'Alguien solicitó continuar la inducción “{title}” de {email} en un dispositivo que aún no está vinculado a ella.',
  bindingAskedReview:
    'Alguien solicitó revisar la inducción “{title}” de {email} en un dispositivo que aún no está vinculado a ella.',
  bindingCode: 'Su código: {code}',
  bindingEnter:
    'Ingréselo en la página de inducción dentro de los próximos {minutes} minutos, o abra este enlace en ese dispositivo:',
  bindingOnceContinue:
    'El código y el enlace funcionan una sola vez. Si usted no hizo esta solicitud, ignore este correo.\nSin el código, nadie puede continuar su inducción en otro dispositivo.',
  bindingOnceReview:
    'El código y el enlace funcionan una sola vez. Si usted no hizo esta solicitud, ignore este correo.\nSin el código, nadie puede revisar su inducción en otro dispositivo.',

  receiptSubject: 'Su certificado de inducción: {title}',
  receiptThanks: 'Gracias por completar la inducción “{title}”.',
  receiptInduction: 'Inducción: {title}',
  receiptCompleted: 'Fecha de finalización: {completedAt}',
  receiptValidUntil: 'Vigente hasta: {validUntil}',
  receiptAttached:
    'Adjuntamos su certificado. Cualquier persona en la obra puede verificarlo escaneando su código QR o abriendo este enlace:',
  receiptCode: 'Código de verificación: {code}',

  inductionExpiresTodaySubject: 'Su inducción “{title}” vence hoy',
  inductionExpiresSubject: 'Su inducción “{title}” vence el {date}',
  inductionExpiresToday:
    'Su inducción “{title}” vence hoy, {date}. A partir de mañana, ya no tendrá una inducción vigente para esta obra.',
  inductionExpiresIn: 'Su inducción “{title}” vence el {date}, dentro de {days, plural, one {# día} other {# días}}.',
  inductionRenew:
    'Renuévela aquí, con esta dirección de correo electrónico ({email}), y presione “Renovar” en la inducción:',

  driversLicence: 'licencia de conducir',
  highRiskWorkLicence: 'licencia para trabajos de alto riesgo',
  licence: 'licencia',
  licenceExpiresSubject: 'Su {licence} vence el {date}',
  licenceExpires: 'Su {licence} vence el {date}.',
  licenceWithNumberExpires: 'Su {licence} (número {number}) vence el {date}.',
  licenceUploadRenewed:
    'Cuando tenga la licencia renovada, súbala aquí, con fotos del frente y del reverso (no necesita una cuenta):',
  linkWorksOnce: 'El enlace funciona una sola vez, hasta el {date}.',

  rejectionSubject: 'Por favor, vuelva a subir su {licence}',
  rejection: 'No pudimos aceptar su {licence}.',
  rejectionWithNumber: 'No pudimos aceptar su {licence} (número {number}).',
  rejectionReason: 'Motivo: {reason}',
  rejectionUpload:
    'Vuelva a subir la licencia con los datos corregidos, con fotos del frente y del reverso, aquí (no necesita una cuenta):',
  retakeSubject: 'Por favor, vuelva a realizar la inducción «{title}»',
  retakeChanged:
    'La inducción «{title}» ha cambiado y todos deben realizarla de nuevo.\nSu inducción completada anteriormente ya no es válida.',
  retakeHere: 'Vuelva a realizarla aquí, con la misma dirección de correo electrónico: {url}',
  codeNotRight: 'Ese código no es correcto: {triesLeft, plural, one {queda # intento} other {quedan # intentos}}.',
  noCodeWaiting: 'No hay ningún código pendiente para esta inducción: iníciela de nuevo para recibir uno.',
  tooManyWrongCodes: 'Demasiados códigos incorrectos: inicie la inducción de nuevo para recibir un código nuevo.',
  codeExpired: 'Este código ha vencido: inicie la inducción de nuevo para recibir un código nuevo.',
  linkExpired: 'Este enlace ha vencido: inicie la inducción de nuevo para recibir uno nuevo.',
  linkInvalid: 'Este enlace ya no es válido: inicie la inducción de nuevo para recibir uno nuevo.',
  tooManyCodesEmailed: 'Hoy se enviaron demasiados códigos para esta inducción. Inténtelo de nuevo en {hours} horas.',
  codeEmailedRecently:
    'Le enviamos un código por correo electrónico hace menos de un minuto. Espere {seconds, plural, one {# segundo} other {# segundos}} y luego pida uno nuevo.',
  uploadLinkInvalid:
    'Este enlace no es válido. Use el enlace del correo más reciente o pregunte en la oficina de la obra.',
  uploadLinkUsed: 'Este enlace ya se usó: la licencia se envió. Cada enlace funciona una sola vez.',
  uploadLinkExpired: 'Este enlace ha caducado. Pida uno nuevo en la oficina de la obra.',
  progressNotFound: 'No se encontró el progreso',
  attemptSuperseded:
    'Esta inducción se actualizó mientras la realizaba y ahora todos deben hacer la nueva versión. Vuelva a empezarla desde sus inducciones.',
  tooManyStarts:
    'Se iniciaron demasiadas inducciones desde esta dirección. Espere {seconds, plural, one {# segundo} other {# segundos}} e inténtelo de nuevo.',
  tooManyCodeTries:
    'Se probaron demasiados códigos desde esta dirección. Espere {seconds, plural, one {# segundo} other {# segundos}} e inténtelo de nuevo.',
  tooManyLookups:
    'Se consultaron demasiados correos electrónicos desde esta conexión. Espere {seconds, plural, one {# segundo} other {# segundos}} e inténtelo de nuevo.',
  tooManyCertificateDownloads:
    'Este certificado se descargó demasiadas veces en un minuto. Espere {seconds, plural, one {# segundo} other {# segundos}} e inténtelo de nuevo.',
  otherDeviceInProgress: 'En curso en otro dispositivo: le enviamos un código por correo electrónico',
  otherDeviceCompleted: 'Completada en otro dispositivo: le enviamos un código por correo electrónico',
  leaveNotShown: 'Lea «{title}» antes de continuar',
  leaveTooEarly:
    'Dedique al menos {minSeconds} segundos a «{title}» antes de continuar ({secondsLeft, plural, one {queda # segundo} other {quedan # segundos}})',
  leaveUnsigned: 'Firme la confirmación de «{title}» antes de continuar',
  finishNotShown: 'La inducción no ha terminado: todavía no ha leído «{title}»',
  finishTooEarly:
    'La inducción no ha terminado: dedique al menos {minSeconds} segundos a «{title}» ({secondsLeft, plural, one {queda # segundo} other {quedan # segundos}})',
  finishUnsigned: 'La inducción no ha terminado: firme la confirmación de «{title}»',
};
