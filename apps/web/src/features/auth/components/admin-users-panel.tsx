import { useState } from 'react';
import { BanIcon, MailIcon, ShieldCheckIcon, UserIcon } from 'lucide-react';
import type { AdminUser } from '@crane/contract';
import { EmailAddress } from '@/components/email-address';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import { useChangeAdminActivity } from '../api/change-admin-activity';
import { useAdmins } from '../api/get-admins';
import { useCurrentAdmin } from '../api/get-current-admin';
import { AdminIntegrationsNotice } from './admin-integrations-notice';
import { ChangePasswordDialog } from './change-password-dialog';
import { RegisterAdminDialog } from './register-admin-dialog';

const roleLabels: Record<AdminUser['role'], string> = { admin: 'Admin', super_admin: 'Super Admin' };

/**
 * The Admin Users tab: a card per admin; only one's own card offers Reset Password, and a super admin
 * may deactivate or reactivate any other admin (decision 53).
 */
export function AdminUsersPanel() {
  const admins = useAdmins();
  const currentAdmin = useCurrentAdmin();
  const activity = useChangeAdminActivity();
  const [deactivating, setDeactivating] = useState<AdminUser | null>(null);
  const isSuperAdmin = currentAdmin.data?.role === 'super_admin';

  const changeActivity = async (admin: AdminUser, change: 'deactivate' | 'reactivate') => {
    try {
      await activity.mutateAsync({ id: admin.id, change });
      if (change === 'deactivate') {
        toast.success('Admin deactivated', { description: `${admin.name} is signed out and can no longer sign in` });
        setDeactivating(null);
      } else {
        toast.success('Admin reactivated', { description: `${admin.name} can sign in again with their password` });
      }
    } catch (error) {
      toast.error(`The admin was not ${change}d`, {
        description: error instanceof Error ? error.message : `An error occurred while trying to ${change} the admin`,
      });
    }
  };

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
              <AdminCard
                admin={admin}
                isCurrent={admin.id === currentAdmin.data?.id}
                canChangeActivity={isSuperAdmin}
                isBusy={activity.isPending}
                onDeactivate={() => setDeactivating(admin)}
                onReactivate={() => void changeActivity(admin, 'reactivate')}
              />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        isOpen={deactivating !== null}
        onOpenChange={(open) => {
          if (!open) setDeactivating(null);
        }}
        title="Deactivate this admin?"
        description={
          deactivating
            ? `${deactivating.name} (${deactivating.email}) is signed out at once and can no longer sign in or receive the app's emails. Their records and audit entries stay, and a super admin can reactivate them.`
            : ''
        }
        confirmLabel={activity.isPending ? 'Deactivating...' : 'Deactivate Admin'}
        isBusy={activity.isPending}
        isDestructive
        onConfirm={() => {
          if (deactivating) void changeActivity(deactivating, 'deactivate');
        }}
      >
        {deactivating ? <AdminIntegrationsNotice adminId={deactivating.id} /> : null}
      </ConfirmDialog>
    </section>
  );
}

type AdminCardProps = {
  admin: AdminUser;
  isCurrent: boolean;
  /** Whether the signed-in admin is a super admin, who may deactivate or reactivate the others. */
  canChangeActivity: boolean;
  isBusy: boolean;
  onDeactivate: () => void;
  onReactivate: () => void;
};

function AdminCard({ admin, isCurrent, canChangeActivity, isBusy, onDeactivate, onReactivate }: AdminCardProps) {
  const isDeactivated = admin.deactivatedAt !== null;
  const activityAction = isDeactivated ? 'Reactivate' : 'Deactivate';
  return (
    <Card className={isCurrent ? 'border-navy-700 ring-1 ring-navy-700' : isDeactivated ? 'bg-slate-50' : undefined}>
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <CardTitle className="flex min-w-0 items-center gap-2 break-words">
            <UserIcon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
            {admin.name}
          </CardTitle>
          <div className="flex flex-wrap gap-1">
            {isDeactivated ? (
              <Badge variant="destructive">
                <BanIcon className="mr-1 size-3" aria-hidden="true" />
                Deactivated
              </Badge>
            ) : null}
            <Badge variant={admin.role === 'super_admin' ? 'info' : 'neutral'}>
              <ShieldCheckIcon className="mr-1 size-3" aria-hidden="true" />
              {roleLabels[admin.role]}
            </Badge>
          </div>
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
      ) : canChangeActivity ? (
        <CardContent className="flex justify-end">
          <Button
            variant="outline"
            size="small"
            disabled={isBusy}
            onClick={isDeactivated ? onReactivate : onDeactivate}
            aria-label={`${activityAction} ${admin.name}`}
          >
            {activityAction}
          </Button>
        </CardContent>
      ) : null}
    </Card>
  );
}
