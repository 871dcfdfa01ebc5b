export { useCurrentAdmin } from './api/get-current-admin';
export { AdminUsersPanel } from './components/admin-users-panel';
export { LoginForm } from './components/login-form';
export { LogoutButton } from './components/logout-button';
