import { NavLink } from 'react-router';
import { cn } from '@/lib/utils';

/**
 * The builder's two steps. Before the induction exists only the first is reachable; afterwards
 * either can be opened directly.
 */
export function BuilderSteps({ inductionId }: { inductionId: number | undefined }) {
  const steps = [
    { number: 1, label: 'Details', to: inductionId ? `/admin/inductions/${inductionId}/details` : undefined },
    { number: 2, label: 'Pages', to: inductionId ? `/admin/inductions/${inductionId}` : undefined },
  ];
  return (
    <nav aria-label="Induction builder steps">
      <ol className="flex gap-2">
        {steps.map((step) => {
          const body = (
            <>
              <span className="flex size-6 items-center justify-center rounded-full border border-current text-xs">
                {step.number}
              </span>
              {step.label}
            </>
          );
          const className = 'inline-flex min-h-10 items-center gap-2 rounded-lg px-3 text-sm font-medium';
          return (
            <li key={step.number}>
              {step.to ? (
                <NavLink
                  to={step.to}
                  end
                  className={({ isActive }) =>
                    cn(className, isActive ? 'bg-navy-900 text-white' : 'text-slate-700 hover:bg-slate-200')
                  }
                >
                  {body}
                </NavLink>
              ) : (
                <span className={cn(className, step.number === 1 ? 'bg-navy-900 text-white' : 'text-slate-600')}>
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
