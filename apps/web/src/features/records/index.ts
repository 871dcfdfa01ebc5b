export { CompletionsPanel } from './components/completions-panel';
export { DashboardPanel } from './components/dashboard-panel';
export { LicenceRegisterPanel } from './components/licence-register-panel';
