import { DatabaseIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { DatabaseStatus } from '@crane/contract';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadState } from '@/components/ui/load-state';
import { useDatabaseStatus } from '../api/get-database-status';

const engineLabels: Record<DatabaseStatus['engine'], string> = { sqlite: 'SQLite', postgresql: 'PostgreSQL' };

/** The Database tab (spec §2): the relational database in use, its version and its migrations. */
export function DatabasePanel() {
  const status = useDatabaseStatus();

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <DatabaseIcon className="size-5 text-navy-800" aria-hidden="true" />
          Database
        </CardTitle>
        <p className="text-sm text-slate-600">The system is connected to a relational database.</p>
      </CardHeader>
      <CardContent>
        <LoadState
          query={status}
          loading={{ label: 'Loading database status', rows: 4, rowClassName: 'h-6' }}
          failure={{ title: 'Failed to load the database status', onRetry: () => void status.refetch() }}
        >
          {(loaded) => <DatabaseDetails status={loaded} />}
        </LoadState>
      </CardContent>
    </Card>
  );
}

function DatabaseDetails({ status }: { status: DatabaseStatus }) {
  const isUpToDate = status.migrationsApplied === status.migrationsKnown;
  return (
    <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm">
      <Row label="Engine">
        <span className="font-semibold">{engineLabels[status.engine]}</span>
      </Row>
      <Row label="Location">
        <span className="break-all">{status.location}</span>
      </Row>
      <Row label="Version">{status.version}</Row>
      <Row label="Migrations applied">
        <span className="flex flex-wrap items-center gap-2">
          {status.migrationsApplied} of {status.migrationsKnown}
          {isUpToDate ? <Badge variant="success">Up to date</Badge> : <Badge variant="warning">Not up to date</Badge>}
        </span>
        {status.latestMigration ? (
          <span className="mt-1 block text-slate-600">
            Latest: <span className="font-mono text-xs break-all">{status.latestMigration}</span>
          </span>
        ) : null}
      </Row>
    </dl>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 p-3 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}
