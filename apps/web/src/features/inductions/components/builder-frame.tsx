import { ArrowLeftIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Induction } from '@crane/contract';
import { ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useInduction } from '../api/get-induction';
import { BuilderSteps, type BuilderStep } from './builder-steps';
import { InductionStatusBadge } from './induction-status-badge';

function Frame(props: {
  title: string;
  step: BuilderStep;
  induction?: Induction;
  inductionId?: number;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="builder-heading" className="space-y-5">
      <ButtonLink variant="ghost" className="-ml-2" to="/admin/inductions">
        <ArrowLeftIcon aria-hidden="true" />
        Back to inductions
      </ButtonLink>
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="builder-heading" className="min-w-0 text-xl font-bold break-words text-slate-900">
          {props.title}
        </h2>
        {props.induction ? <InductionStatusBadge status={props.induction.status} /> : null}
      </div>
      <BuilderSteps inductionId={props.inductionId} current={props.step} />
      {props.children}
    </section>
  );
}

/** The builder around a new induction: only step 1 exists until it is created. */
export function NewInductionFrame({ children }: { children: ReactNode }) {
  return (
    <Frame title="Create New Induction" step={1}>
      {children}
    </Frame>
  );
}

/** The builder around an existing induction at one of its steps, loaded once for every step. */
export function InductionFrame(props: {
  inductionId: number;
  step: BuilderStep;
  children: (induction: Induction) => ReactNode;
}) {
  const induction = useInduction(props.inductionId);
  if (induction.isPending) {
    return (
      <div role="status" aria-busy="true" aria-label="Loading induction" className="space-y-4">
        <Skeleton className="h-7 w-64" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  if (induction.isError) {
    return (
      <Frame title="Induction not available" step={props.step}>
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          {induction.error.message}
        </p>
      </Frame>
    );
  }
  return (
    <Frame title={induction.data.title} step={props.step} induction={induction.data} inductionId={induction.data.id}>
      {props.children(induction.data)}
    </Frame>
  );
}
