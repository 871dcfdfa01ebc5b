import { ClockIcon, InfoIcon, ListChecksIcon, TypeIcon } from 'lucide-react';
import { PageInputSchema } from '@crane/contract';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatMinutesSeconds } from '@/lib/minutes-seconds';
import type { PageFormValues } from '../lib/page-form';

/** What the Minimum Time field holds, as the page would keep it; a value the page refuses is not read as none. */
const timeLimitText = (seconds: number) => {
  if (!PageInputSchema.shape.minTimeSeconds.safeParse(seconds).success) return 'Not a valid time yet';
  if (seconds === 0) return 'No minimum';
  return `${seconds} seconds (${formatMinutesSeconds(seconds)})`;
};

/** The page editor's side panel: the page's settings at a glance, and help. */
export function PageSettingsPanel({ values }: { values: PageFormValues }) {
  const isQuiz = values.content.type === 'quiz';
  return (
    <aside aria-label="Page settings" className="space-y-5">
      <Card>
        <CardHeader>
          <CardTitle>Page Settings</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="space-y-3 text-sm [&_dt]:flex [&_dt]:items-center [&_dt]:gap-2 [&_dt]:text-slate-600 [&_svg]:size-4">
            <div>
              <dt>
                <ClockIcon aria-hidden="true" /> Time limit
              </dt>
              <dd className="font-medium text-slate-900">{timeLimitText(values.minTimeSeconds)}</dd>
            </div>
            <div>
              <dt>
                <TypeIcon aria-hidden="true" /> Content type
              </dt>
              <dd className="font-medium text-slate-900">{isQuiz ? 'Quiz Questions' : 'Rich Text Content'}</dd>
            </div>
            {isQuiz ? (
              <div>
                <dt>
                  <ListChecksIcon aria-hidden="true" /> Questions
                </dt>
                <dd className="font-medium text-slate-900">{values.content.quiz.questions.length}</dd>
              </div>
            ) : null}
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <InfoIcon className="size-4 text-slate-500" aria-hidden="true" />
            Help
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-2 text-sm text-slate-700">
          <p>The inductee cannot go on until the minimum time has passed; 0 means no minimum.</p>
          <p>Use headings and short lists: most inductees read on a phone on site.</p>
          <p>A quiz checks understanding but never blocks the inductee; mark the correct answer of each question.</p>
          <p>Ask for a signature on pages the inductee must acknowledge, such as site rules.</p>
        </CardContent>
      </Card>
    </aside>
  );
}
