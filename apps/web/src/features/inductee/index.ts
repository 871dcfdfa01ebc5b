export { InducteeEmailForm } from './components/inductee-email-form';
export { InducteeHeader } from './components/inductee-header';
export { InducteePortalPanel } from './components/inductee-portal-panel';
export { InductionPlayer } from './components/induction-player';
export { getInducteeEmail } from './lib/inductee-email';
export { BindingLinkPanel } from './components/binding-link-panel';
export { LicenceUploadForm } from './components/licence-upload-form';
