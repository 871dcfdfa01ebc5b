import { useState } from 'react';
import { formatDateTime, formatLongDate, type ApiToken } from '@crane/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadErrorPanel, LoadingRows } from '@/components/ui/load-state';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { toast } from '@/lib/toast';
import { useApiTokens } from '../api/get-api-tokens';
import { useRevokeApiToken } from '../api/revoke-api-token';
import { CreateApiTokenDialog } from './create-api-token-dialog';

const statusBadges = {
  active: { label: 'Active', variant: 'success' },
  expired: { label: 'Expired', variant: 'warning' },
  revoked: { label: 'Revoked', variant: 'destructive' },
} as const;

/** API Tokens in Integrations (issue 17 §2): each token by name and prefix, its scopes, maker, dates and use. */
export function ApiTokensSection() {
  const tokens = useApiTokens();
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const revoke = useRevokeApiToken();

  const confirmRevoke = async () => {
    if (!revoking) return;
    try {
      await revoke.mutateAsync(revoking.id);
      toast.success('Token revoked', { description: `${revoking.name} can no longer read the records` });
      setRevoking(null);
    } catch (error) {
      toast.error('The token was not revoked', {
        description: error instanceof Error ? error.message : 'An error occurred while revoking the token',
      });
    }
  };

  return (
    <section aria-labelledby="api-tokens-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id="api-tokens-heading" className="text-lg font-semibold text-slate-900">
            API Tokens
          </h3>
          <p className="text-sm text-slate-600">
            Other systems read completions, licences, inductions or the audit log with a token, sent as{' '}
            <code className="font-mono">Authorization: Bearer csi_…</code>. The API is described at{' '}
            <a className="font-medium text-navy-800 underline" href="/api/docs">
              /api/docs
            </a>
            .
          </p>
        </div>
        <CreateApiTokenDialog />
      </div>
      <Card className="p-0">
        {tokens.isPending ? (
          <LoadingRows label="Loading API tokens" rows={3} rowClassName="h-10" className="p-4" />
        ) : tokens.isError ? (
          <LoadErrorPanel
            title="Failed to load API tokens"
            error={tokens.error}
            onRetry={() => void tokens.refetch()}
            className="p-4"
          />
        ) : tokens.data.tokens.length === 0 ? (
          <p className="p-6 text-center text-slate-600">
            No API tokens yet. Click &quot;New API Token&quot; to create one.
          </p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>Name</TableHead>
                <TableHead>Token</TableHead>
                <TableHead>Scopes</TableHead>
                <TableHead>Created</TableHead>
                <TableHead>Last day</TableHead>
                <TableHead>Last used</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {tokens.data.tokens.map((token) => (
                <TokenRow
                  key={token.id}
                  token={token}
                  timeZone={tokens.data.timeZone}
                  onRevoke={() => setRevoking(token)}
                />
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
      <ConfirmDialog
        isOpen={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        title="Revoke this API token?"
        description={
          revoking
            ? `${revoking.name} (${revoking.prefix}…) will be refused from now on, on every call. This cannot be undone.`
            : ''
        }
        confirmLabel={revoke.isPending ? 'Revoking...' : 'Revoke Token'}
        isBusy={revoke.isPending}
        isDestructive
        onConfirm={() => void confirmRevoke()}
      />
    </section>
  );
}

function TokenRow({ token, timeZone, onRevoke }: { token: ApiToken; timeZone: string; onRevoke: () => void }) {
  const badge = statusBadges[token.status];
  return (
    <TableRow>
      <TableCell className="font-medium text-slate-900">{token.name}</TableCell>
      <TableCell className="font-mono text-xs whitespace-nowrap">{token.prefix}…</TableCell>
      <TableCell>
        <ul className="space-y-0.5 font-mono text-xs">
          {token.scopes.map((scope) => (
            <li key={scope}>{scope}</li>
          ))}
        </ul>
      </TableCell>
      <TableCell className="min-w-48 text-slate-700">
        {formatDateTime(token.createdAt, timeZone)}
        <span className="block text-xs text-slate-600">by {token.createdBy}</span>
      </TableCell>
      <TableCell className="whitespace-nowrap text-slate-700">
        {token.expiresOn ? formatLongDate(token.expiresOn, timeZone) : 'None'}
      </TableCell>
      <TableCell className="min-w-40 text-slate-700">
        {token.lastUsedAt ? formatDateTime(token.lastUsedAt, timeZone) : 'Never'}
      </TableCell>
      <TableCell>
        <Badge variant={badge.variant}>{badge.label}</Badge>
      </TableCell>
      <TableCell className="text-right">
        {token.status === 'revoked' ? null : (
          <Button variant="outline" size="small" onClick={onRevoke} aria-label={`Revoke ${token.name}`}>
            Revoke
          </Button>
        )}
      </TableCell>
    </TableRow>
  );
}
