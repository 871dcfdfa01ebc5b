import { CopyIcon, PencilIcon, PlusIcon, PowerIcon, PowerOffIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import type { InductionSummary } from '@crane/contract';
import { Button, ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadErrorPanel, LoadingRows } from '@/components/ui/load-state';
import { cn } from '@/lib/utils';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { useDuplicateInduction } from '../api/duplicate-induction';
import { useInductions } from '../api/get-inductions';
import { useUpdateInduction } from '../api/update-induction';
import { inductionMinTimes } from '../lib/page-summary';
import { InductionStatusBadge } from './induction-status-badge';

/** The Manage Inductions tab: every induction with its real page and completion counts. */
export function InductionsTable() {
  const inductions = useInductions();
  const [statusChange, setStatusChange] = useState<InductionSummary>();

  return (
    <section aria-labelledby="manage-inductions-heading" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="manage-inductions-heading" className="text-xl font-bold text-slate-900">
          Manage Inductions
        </h2>
        <ButtonLink to="/admin/inductions/new">
          <PlusIcon aria-hidden="true" />
          Create New Induction
        </ButtonLink>
      </div>
      <Card className="overflow-hidden">
        {inductions.isPending ? (
          <LoadingRows label="Loading inductions" rows={3} rowClassName="h-10" className="p-5" />
        ) : inductions.isError ? (
          <LoadErrorPanel
            title="Failed to load inductions"
            error={inductions.error}
            onRetry={() => void inductions.refetch()}
            className="p-5"
          />
        ) : inductions.data.length === 0 ? (
          <p className="p-8 text-center text-slate-600">
            No inductions found. Create your first induction to get started.
          </p>
        ) : (
          <>
            <ul className="divide-y divide-slate-200 lg:hidden" aria-label="Inductions">
              {inductions.data.map((induction) => (
                <InductionCard key={induction.id} induction={induction} onChangeStatus={setStatusChange} />
              ))}
            </ul>
            <div className="hidden lg:block">
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>Name</TableHead>
                    <TableHead>Pages</TableHead>
                    <TableHead>Min Time</TableHead>
                    <TableHead>Status</TableHead>
                    <TableHead>Completions</TableHead>
                    <TableHead className="text-right">Actions</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {inductions.data.map((induction) => (
                    <InductionRow key={induction.id} induction={induction} onChangeStatus={setStatusChange} />
                  ))}
                </TableBody>
              </Table>
            </div>
          </>
        )}
      </Card>
      <StatusChangeDialog induction={statusChange} onClose={() => setStatusChange(undefined)} />
    </section>
  );
}

function InductionRow(props: { induction: InductionSummary; onChangeStatus: (induction: InductionSummary) => void }) {
  const { induction } = props;
  return (
    <TableRow>
      <TableCell className="max-w-72 min-w-48">
        <p className="font-semibold break-words text-slate-900">{induction.title}</p>
        {induction.description ? <p className="line-clamp-2 text-slate-600">{induction.description}</p> : null}
      </TableCell>
      <TableCell>{induction.pageCount}</TableCell>
      <TableCell className="whitespace-nowrap">
        <MinTime induction={induction} />
      </TableCell>
      <TableCell>
        <InductionStatusBadge status={induction.status} />
      </TableCell>
      <TableCell>{induction.completionCount}</TableCell>
      <TableCell>
        <InductionActions induction={induction} onChangeStatus={props.onChangeStatus} className="justify-end" />
      </TableCell>
    </TableRow>
  );
}

/** On a phone the table's columns do not fit: each induction is a card with the same facts and actions. */
function InductionCard(props: { induction: InductionSummary; onChangeStatus: (induction: InductionSummary) => void }) {
  const { induction } = props;
  return (
    <li className="space-y-3 p-4">
      <div className="flex items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold break-words text-slate-900">{induction.title}</h3>
        <InductionStatusBadge status={induction.status} />
      </div>
      {induction.description ? <p className="line-clamp-2 text-sm text-slate-600">{induction.description}</p> : null}
      <dl className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
        <div className="flex gap-1">
          <dt>Pages:</dt>
          <dd className="font-medium">{induction.pageCount}</dd>
        </div>
        <div className="flex gap-1">
          <dt>Min Time:</dt>
          <dd className="font-medium">
            <MinTime induction={induction} />
          </dd>
        </div>
        <div className="flex gap-1">
          <dt>Completions:</dt>
          <dd className="font-medium">{induction.completionCount}</dd>
        </div>
      </dl>
      <InductionActions induction={induction} onChangeStatus={props.onChangeStatus} className="-ml-3" />
    </li>
  );
}

/**
 * The declared minimum total as m:ss and, where the pages' own minimum times add up to something
 * else, that sum too: the declared total is not enforced, the pages' times are.
 */
function MinTime({ induction }: { induction: InductionSummary }) {
  const times = inductionMinTimes(induction);
  if (!times.pages) return <>{times.declared}</>;
  return (
    <span className="inline-flex flex-col">
      <span>
        {times.declared} <span className="font-normal text-slate-600">declared</span>
      </span>
      <span className="text-amber-800">
        {times.pages} <span className="font-normal">in pages</span>
      </span>
    </span>
  );
}

function InductionActions(props: {
  induction: InductionSummary;
  onChangeStatus: (induction: InductionSummary) => void;
  className?: string;
}) {
  const { induction } = props;
  const duplicate = useDuplicateInduction();

  const onDuplicate = () =>
    duplicate.mutate(induction.id, {
      onSuccess: () => toast.success('Induction duplicated', { description: 'A new draft copy has been created' }),
      onError: () =>
        toast.error('Failed to duplicate', { description: 'There was an error duplicating the induction' }),
    });

  return (
    <div className={cn('flex flex-wrap gap-1', props.className)}>
      <ButtonLink
        variant="ghost"
        size="small"
        to={`/admin/inductions/${induction.id}/details`}
        aria-label={`Edit ${induction.title}`}
      >
        <PencilIcon aria-hidden="true" />
        Edit
      </ButtonLink>
      <Button
        variant="ghost"
        size="small"
        aria-label={`Duplicate ${induction.title}`}
        disabled={duplicate.isPending}
        onClick={onDuplicate}
      >
        <CopyIcon aria-hidden="true" />
        Duplicate
      </Button>
      <Button
        variant="ghost"
        size="small"
        aria-label={`${induction.status === 'active' ? 'Disable' : 'Activate'} ${induction.title}`}
        onClick={() => props.onChangeStatus(induction)}
      >
        {induction.status === 'active' ? (
          <>
            <PowerOffIcon aria-hidden="true" />
            Disable
          </>
        ) : (
          <>
            <PowerIcon aria-hidden="true" />
            Activate
          </>
        )}
      </Button>
    </div>
  );
}

/** Spec §4: Disable turns an active induction back into a draft; Activate publishes it. */
function StatusChangeDialog({ induction, onClose }: { induction: InductionSummary | undefined; onClose: () => void }) {
  const update = useUpdateInduction();
  const isDisabling = induction?.status === 'active';

  const confirm = () => {
    if (!induction) return;
    update.mutate(
      { id: induction.id, update: { status: isDisabling ? 'draft' : 'active' } },
      {
        onSuccess: () => {
          toast.success('Status updated', {
            description: `Induction has been ${isDisabling ? 'disabled' : 'activated'}`,
          });
          onClose();
        },
        onError: () =>
          toast.error('Failed to update status', { description: 'There was an error updating the induction status' }),
      },
    );
  };

  return (
    <ConfirmDialog
      isOpen={induction !== undefined}
      onOpenChange={(open) => !open && onClose()}
      title={isDisabling ? 'Disable induction?' : 'Activate induction?'}
      description={
        isDisabling
          ? `“${induction?.title ?? ''}” will be hidden from inductees. Progress already made is kept.`
          : `“${induction?.title ?? ''}” will be available to inductees.`
      }
      confirmLabel={isDisabling ? 'Disable' : 'Activate'}
      isDestructive={isDisabling}
      isBusy={update.isPending}
      onConfirm={confirm}
    />
  );
}
