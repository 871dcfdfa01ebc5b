import {
  BookOpenIcon,
  ClipboardCheckIcon,
  IdCardIcon,
  LayoutDashboardIcon,
  PlugIcon,
  ScrollTextIcon,
  SettingsIcon,
  UsersIcon,
} from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { toast } from '@/lib/toast';
import { Logo } from '@/components/logo';
import { Skeleton } from '@/components/ui/skeleton';
import { TabLinks, type TabLink } from '@/components/ui/tabs';
import { LogoutButton, useCurrentAdmin } from '@/features/auth';

const tabs: TabLink[] = [
  { to: '/admin/portal', label: 'Dashboard', icon: <LayoutDashboardIcon aria-hidden="true" />, end: true },
  { to: '/admin/inductions', label: 'Manage Inductions', icon: <BookOpenIcon aria-hidden="true" /> },
  { to: '/admin/completions', label: 'Completed Inductions', icon: <ClipboardCheckIcon aria-hidden="true" /> },
  { to: '/admin/licences', label: 'Licences', icon: <IdCardIcon aria-hidden="true" /> },
  { to: '/admin/users', label: 'Admin Users', icon: <UsersIcon aria-hidden="true" /> },
  { to: '/admin/audit', label: 'Audit Log', icon: <ScrollTextIcon aria-hidden="true" /> },
  { to: '/admin/integrations', label: 'Integrations', icon: <PlugIcon aria-hidden="true" /> },
  { to: '/admin/settings', label: 'Settings', icon: <SettingsIcon aria-hidden="true" /> },
];

/** The admin portal shell: checks the session, then shows the header, the tabs and the tab's screen. */
export function AdminPortalLayout({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  const currentAdmin = useCurrentAdmin();
  const isSignedOut = currentAdmin.isError || currentAdmin.data === null;
  const hasRedirected = useRef(false);

  useEffect(() => {
    if (!isSignedOut || hasRedirected.current) return;
    hasRedirected.current = true;
    toast.error('Authentication required', { description: 'Please login to access the admin portal' });
    void navigate('/admin/login', { replace: true });
  }, [isSignedOut, navigate]);

  return (
    <div className="min-h-dvh">
      <header className="bg-navy-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-3 px-4 py-3">
          <Logo className="size-10" />
          <div className="min-w-0 flex-1">
            <h1 className="text-base font-bold sm:text-lg">Safety Induction System</h1>
            {currentAdmin.data ? (
              <p className="truncate text-sm text-slate-200">{currentAdmin.data.email}</p>
            ) : (
              <Skeleton className="mt-1 h-4 w-40 bg-white/20" />
            )}
          </div>
          {currentAdmin.data ? <LogoutButton /> : null}
        </div>
      </header>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-5">
        <TabLinks tabs={tabs} label="Admin portal" />
        <main>
          {currentAdmin.data ? (
            children
          ) : (
            <div role="status" aria-busy="true" aria-label="Loading" className="space-y-4">
              <Skeleton className="h-7 w-48" />
              <Skeleton className="h-32 w-full" />
              <Skeleton className="h-32 w-full" />
            </div>
          )}
        </main>
      </div>
    </div>
  );
}
