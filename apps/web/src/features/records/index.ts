export { DashboardPanel } from './components/dashboard-panel';
