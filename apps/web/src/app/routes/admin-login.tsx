import { LoginForm } from '@/features/auth';
import { EntryScreen } from './entry-screen';

export function AdminLogin() {
  return (
    <EntryScreen title="Admin Login">
      <LoginForm />
    </EntryScreen>
  );
}
