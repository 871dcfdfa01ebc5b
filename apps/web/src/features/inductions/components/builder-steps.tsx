import { Link } from 'wouter';
import { cn } from '@/lib/utils';

/** The builder's steps: 1, the induction's details; 2, its pages (the list and the page editor). */
export type BuilderStep = 1 | 2;

/**
 * The builder's two steps, the current one highlighted. Before the induction exists only the first
 * is reachable; afterwards either can be opened directly.
 */
export function BuilderSteps({ inductionId, current }: { inductionId: number | undefined; current: BuilderStep }) {
  const steps = [
    { number: 1, label: 'Details', to: inductionId ? `/admin/inductions/${inductionId}/details` : undefined },
    { number: 2, label: 'Pages', to: inductionId ? `/admin/inductions/${inductionId}` : undefined },
  ];
  return (
    <nav aria-label="Induction builder steps">
      <ol className="flex gap-2">
        {steps.map((step) => {
          const isCurrent = step.number === current;
          const body = (
            <>
              <span className="flex size-6 items-center justify-center rounded-full border border-current text-xs">
                {step.number}
              </span>
              {step.label}
            </>
          );
          const className = cn(
            'inline-flex min-h-10 items-center gap-2 rounded-lg px-3 text-sm font-medium',
            isCurrent ? 'bg-navy-900 text-white' : step.to ? 'text-slate-700 hover:bg-slate-200' : 'text-slate-600',
          );
          return (
            <li key={step.number}>
              {step.to ? (
                <Link to={step.to} className={className} aria-current={isCurrent ? 'step' : undefined}>
                  {body}
                </Link>
              ) : (
                <span className={className} aria-current={isCurrent ? 'step' : undefined}>
                  {body}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
