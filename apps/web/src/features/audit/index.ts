export { AuditLogPanel } from './components/audit-log-panel';
