export { InducteeEmailForm } from './components/inductee-email-form';
export { InducteeHeader } from './components/inductee-header';
export { getInducteeEmail } from './lib/inductee-email';
