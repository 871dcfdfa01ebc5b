import { CompletionsPanel } from '@/features/records';

export function AdminCompletions() {
  return <CompletionsPanel />;
}
