import { MailIcon, ShieldCheckIcon, UserIcon } from 'lucide-react';
import type { AdminUser } from '@crane/contract';
import { EmailAddress } from '@/components/email-address';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdmins } from '../api/get-admins';
import { useCurrentAdmin } from '../api/get-current-admin';
import { ChangePasswordDialog } from './change-password-dialog';
import { RegisterAdminDialog } from './register-admin-dialog';

const roleLabels: Record<AdminUser['role'], string> = { admin: 'Admin', super_admin: 'Super Admin' };

/** The Admin Users tab: a card per admin; only one's own card offers Reset Password. */
export function AdminUsersPanel() {
  const admins = useAdmins();
  const currentAdmin = useCurrentAdmin();

  return (
    <section aria-labelledby="admin-users-heading" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-users-heading" className="text-xl font-bold text-slate-900">
          Admin Users
        </h2>
        <RegisterAdminDialog />
      </div>
      {admins.isPending ? (
        <div
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          role="status"
          aria-busy="true"
          aria-label="Loading admin users"
        >
          {[0, 1, 2].map((index) => (
            <Card key={index} className="space-y-3 p-5">
              <Skeleton className="h-5 w-2/3" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-5 w-20" />
            </Card>
          ))}
        </div>
      ) : admins.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          Failed to load admin users. Please try again.
        </p>
      ) : admins.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          No admin users found. Click &quot;New Admin&quot; to create one.
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {admins.data.map((admin) => (
            <li key={admin.id}>
              <AdminCard admin={admin} isCurrent={admin.id === currentAdmin.data?.id} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function AdminCard({ admin, isCurrent }: { admin: AdminUser; isCurrent: boolean }) {
  return (
    <Card className={isCurrent ? 'border-navy-700 ring-1 ring-navy-700' : undefined}>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle className="flex min-w-0 items-center gap-2 break-words">
            <UserIcon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
            {admin.name}
          </CardTitle>
          <Badge variant={admin.role === 'super_admin' ? 'info' : 'neutral'}>
            <ShieldCheckIcon className="mr-1 size-3" aria-hidden="true" />
            {roleLabels[admin.role]}
          </Badge>
        </div>
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <MailIcon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          <EmailAddress email={admin.email} className="min-w-0" />
        </p>
      </CardHeader>
      {isCurrent ? (
        <CardContent className="flex items-center justify-between gap-2">
          <span className="text-xs font-medium text-slate-600">You</span>
          <ChangePasswordDialog />
        </CardContent>
      ) : null}
    </Card>
  );
}
