import { BookOpenCheckIcon, CheckCircle2Icon, PlayIcon, RotateCcwIcon } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { Induction } from '@crane/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAvailableInductions } from '../api/get-available-inductions';
import { useProgressList } from '../api/get-progress-list';
import { useStartInduction } from '../api/start-induction';
import { inductionToResume, portalEntries, progressCard } from '../lib/progress-card';

const badgeVariants = {
  Completed: 'success',
  Available: 'info',
  'In Progress': 'warning',
  'Not Started': 'neutral',
} as const;

/** The inductee portal (spec §2, §4): a card per induction with its progress and the right button. */
export function InducteePortalPanel({ email }: { email: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const available = useAvailableInductions();
  const progressList = useProgressList(email);
  const start = useStartInduction();
  const hasTriedResume = useRef(false);

  const open = async (induction: Induction) => {
    try {
      const progress = await start.mutateAsync({ email, inductionId: induction.id });
      await navigate(`/inductee/progress/${progress.id}`);
    } catch {
      toast.error('Failed to start induction', {
        description: 'There was an error starting the induction. Please try again.',
      });
    }
  };

  const entries =
    available.data && progressList.data ? portalEntries(email, available.data, progressList.data) : undefined;
  const shouldResume = (location.state as { resume?: boolean } | null)?.resume === true;

  useEffect(() => {
    if (!entries || !shouldResume || hasTriedResume.current) return;
    hasTriedResume.current = true;
    const resumable = inductionToResume(entries);
    if (resumable) void open(resumable.induction);
  });

  return (
    <section aria-labelledby="portal-heading" className="space-y-5">
      <div>
        <h2 id="portal-heading" className="text-xl font-bold text-slate-900">
          Your Inductions
        </h2>
        <p className="text-slate-600">Choose an induction to start, continue or review.</p>
      </div>
      {!entries && !(available.isError || progressList.isError) ? (
        <div role="status" aria-busy="true" aria-label="Loading inductions" className="grid gap-4 sm:grid-cols-2">
          {[0, 1].map((index) => (
            <Skeleton key={index} className="h-48 w-full" />
          ))}
        </div>
      ) : available.isError || progressList.isError || !entries ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
          Failed to load inductions. {(available.error ?? progressList.error)?.message}
        </p>
      ) : entries.length === 0 ? (
        <Card className="p-8 text-center text-slate-600">
          No inductions are available right now. Please check with your site supervisor.
        </Card>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {entries.map(({ induction, progress }) => {
            const card = progressCard(progress);
            return (
              <li key={induction.id}>
                <Card className="flex h-full flex-col gap-3 p-5">
                  <div className="flex items-start gap-3">
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-navy-900 text-safety-400">
                      {card.label === 'Completed' ? (
                        <CheckCircle2Icon className="size-5" aria-hidden="true" />
                      ) : (
                        <BookOpenCheckIcon className="size-5" aria-hidden="true" />
                      )}
                    </span>
                    <h3 className="min-w-0 flex-1 font-semibold break-words text-slate-900">{induction.title}</h3>
                    <Badge variant={badgeVariants[card.label as keyof typeof badgeVariants]}>{card.label}</Badge>
                  </div>
                  {induction.description ? <p className="text-sm text-slate-700">{induction.description}</p> : null}
                  <div className="mt-auto space-y-1">
                    <div
                      className="h-2 overflow-hidden rounded-full bg-slate-200"
                      role="progressbar"
                      aria-label={`${induction.title} progress`}
                      aria-valuenow={card.percent}
                      aria-valuemin={0}
                      aria-valuemax={100}
                    >
                      <div className="h-full rounded-full bg-navy-700" style={{ width: `${card.percent}%` }} />
                    </div>
                    <p className="text-sm text-slate-700">{card.percent}% Complete</p>
                  </div>
                  <Button
                    variant={card.action === 'Review' ? 'outline' : 'accent'}
                    disabled={start.isPending}
                    onClick={() => void open(induction)}
                    aria-label={`${card.action} ${induction.title}`}
                  >
                    {card.action === 'Review' ? <RotateCcwIcon aria-hidden="true" /> : <PlayIcon aria-hidden="true" />}
                    {card.action}
                  </Button>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
