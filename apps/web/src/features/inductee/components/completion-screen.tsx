import { Trans } from '@lingui/react/macro';
import { CircleCheckBigIcon } from 'lucide-react';
import type { OwnCertificate } from '@crane/contract';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useArrivalFocus } from '@/lib/use-arrival-focus';
import { WorkerCertificate } from './worker-certificate';

/** What the worker sees on finishing (issue 13): spec §8's thanks, then their certificate to show at the gate. */
export function CompletionScreen(props: { title: string; progressId: number; certificate: OwnCertificate }) {
  const headingRef = useArrivalFocus<HTMLHeadingElement>();
  return (
    <Card className="space-y-6 p-5 sm:p-8">
      <div className="flex flex-col items-center gap-2 text-center">
        <CircleCheckBigIcon className="size-12 text-green-700" aria-hidden="true" />
        <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
          <Trans>Induction completed</Trans>
        </h2>
        <p className="text-slate-700">
          <Trans>Thank you for completing this induction.</Trans>
        </p>
        <p className="font-semibold break-words text-slate-900">{props.title}</p>
      </div>
      <section aria-labelledby="certificate-heading" className="space-y-4 border-t border-slate-200 pt-6">
        <h3 id="certificate-heading" className="text-center text-lg font-semibold text-slate-900">
          <Trans>Your certificate</Trans>
        </h3>
        <WorkerCertificate progressId={props.progressId} certificate={props.certificate} />
      </section>
      <div className="flex justify-center border-t border-slate-200 pt-6">
        <ButtonLink variant="outline" className="w-full sm:w-auto" to="/inductee/portal">
          <Trans>Return to your inductions</Trans>
        </ButtonLink>
      </div>
    </Card>
  );
}
