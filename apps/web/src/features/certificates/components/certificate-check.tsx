import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  BanIcon,
  CircleCheckBigIcon,
  CircleXIcon,
  SearchXIcon,
  TriangleAlertIcon,
  type LucideIcon,
} from 'lucide-react';
import {
  formatVerificationCode,
  normaliseVerificationCode,
  type CertificateCheck as Check,
  type CertificateStatus,
} from '@crane/contract';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LoadingRows } from '@/components/ui/load-state';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/utils';
import { formatWorkerLongDate } from '@/lib/worker-dates';
import { useCertificateCheck } from '../api/check-certificate';

type Banner = { title: MessageDescriptor; icon: LucideIcon; className: string };

/**
 * The status as a gate reads it in sunlight: a word and an icon (never colour alone) on a strong
 * ground, at least 7:1 against its text.
 */
const banners: Record<CertificateStatus | 'notFound', Banner> = {
  valid: { title: msg`Valid`, icon: CircleCheckBigIcon, className: 'bg-green-800 text-white' },
  expiring: { title: msg`Expiring`, icon: TriangleAlertIcon, className: 'bg-amber-300 text-slate-950' },
  expired: { title: msg`Expired`, icon: CircleXIcon, className: 'bg-red-800 text-white' },
  revoked: { title: msg`Revoked`, icon: BanIcon, className: 'bg-red-950 text-white' },
  superseded: { title: msg`Superseded`, icon: CircleXIcon, className: 'bg-red-800 text-white' },
  // The contract's certificateNotFoundMessage, which the server's 404 says too.
  notFound: { title: msg`Certificate not found`, icon: SearchXIcon, className: 'bg-slate-800 text-white' },
};

/**
 * The public check of a certificate (issue 13), made for a phone held at a site gate: the status in a
 * large banner, then who holds it and for what, and when and why it was revoked. Text that cannot be
 * a code is not found without asking the server. In the language of the phone that checks; dates are
 * days in its time zone (the company's is not known to a visitor).
 */
export function CertificateCheck({ code }: { code: string }) {
  const normalised = normaliseVerificationCode(code);
  if (normalised === null) return <NotFound code={code} />;
  return <CheckedCertificate code={formatVerificationCode(normalised)} />;
}

function CheckedCertificate({ code }: { code: string }) {
  const { t } = useLingui();
  const check = useCertificateCheck(code);
  if (check.isPending) {
    return <LoadingRows label={t`Checking the certificate`} rows={2} rowClassName="h-48 rounded-2xl" />;
  }
  if (check.isError) {
    if (check.error instanceof ApiError && check.error.status === 404) return <NotFound code={code} />;
    return <CheckFailure error={check.error} onRetry={() => void check.refetch()} isRetrying={check.isFetching} />;
  }
  return <Certificate check={check.data} code={code} />;
}

function Certificate({ check, code }: { check: Check; code: string }) {
  const { t, i18n } = useLingui();
  const date = (value: string) => formatWorkerLongDate(i18n, value);
  const revoked = check.status === 'revoked' && check.revokedAt !== undefined;
  return (
    <div className="space-y-4">
      <StatusBanner banner={banners[check.status]}>{bannerDetail(i18n, check)}</StatusBanner>
      <Card className="space-y-4 p-5 sm:p-6">
        <dl className="grid grid-cols-2 gap-4">
          <Fact term={t`Name`} className="col-span-2" valueClassName="text-3xl font-bold">
            {check.name}
          </Fact>
          <Fact
            term={t({ message: 'Company', comment: 'The company the worker works for' })}
            className="col-span-2"
            valueClassName="text-xl font-semibold"
          >
            {check.company}
          </Fact>
          <Fact term={t`Induction`} className="col-span-2">
            {check.induction.title}
          </Fact>
          <Fact term={t({ message: 'Completed', context: 'date', comment: 'The day the induction was completed' })}>
            {date(check.completedAt)}
          </Fact>
          <Fact term={t({ message: 'Expires', context: 'date', comment: 'The day the certificate expires' })}>
            {date(check.expiresAt)}
          </Fact>
        </dl>
        {revoked ? (
          <dl className="space-y-4 rounded-lg border-2 border-red-800 p-4">
            <Fact term={t`Revoked on`}>{date(check.revokedAt ?? '')}</Fact>
            <Fact term={t`Reason`}>{check.revokedReason || '—'}</Fact>
          </dl>
        ) : null}
        <dl>
          <Fact term={t`Verification code`} valueClassName="font-mono text-xl font-bold tracking-wider">
            {code}
          </Fact>
        </dl>
      </Card>
      {/* A code can be passed on: the check proves the certificate, the ID proves the person. */}
      <p className="px-1 text-base text-slate-800">
        <Trans>Check this name against the worker&apos;s photo identification.</Trans>
      </p>
    </div>
  );
}

/** The line under the banner's word: the date that matters for this status, in the language of `i18n`. */
function bannerDetail(i18n: I18n, check: Check): string {
  const date = (value: string) => formatWorkerLongDate(i18n, value);
  switch (check.status) {
    case 'valid': {
      const expiryDate = date(check.expiresAt);
      return i18n._(msg`Current until ${expiryDate}`);
    }
    case 'expiring': {
      const expiryDate = date(check.expiresAt);
      return i18n._(msg`Expires on ${expiryDate}`);
    }
    case 'expired': {
      const expiryDate = date(check.expiresAt);
      return i18n._(msg`Expired on ${expiryDate}`);
    }
    case 'revoked': {
      if (!check.revokedAt) return i18n._(msg`Withdrawn by the company`);
      const revocationDate = date(check.revokedAt);
      return i18n._(msg`Withdrawn on ${revocationDate}`);
    }
    case 'superseded': {
      const changeDate = date(check.supersededAt ?? check.completedAt);
      return i18n._(msg`The induction changed on ${changeDate}: this worker must take it again`);
    }
  }
}

function NotFound({ code }: { code: string }) {
  const { t } = useLingui();
  return (
    <div className="space-y-4">
      <StatusBanner
        banner={banners.notFound}
      >{t`No certificate has this code. Check the code and try again.`}</StatusBanner>
      <Card className="p-5 sm:p-6">
        <dl>
          <Fact term={t`Code checked`} valueClassName="font-mono text-xl font-bold tracking-wider break-all">
            {code.slice(0, 40)}
          </Fact>
        </dl>
      </Card>
    </div>
  );
}

function StatusBanner({ banner, children }: { banner: Banner; children: string }) {
  const { t, i18n } = useLingui();
  const Icon = banner.icon;
  return (
    <section aria-label={t`Certificate status`} className={cn('rounded-2xl p-5 shadow-sm sm:p-6', banner.className)}>
      <div className="flex items-center gap-3">
        <Icon className="size-12 shrink-0" strokeWidth={2.5} aria-hidden="true" />
        <h2 className="text-4xl leading-tight font-extrabold break-words sm:text-5xl">{i18n._(banner.title)}</h2>
      </div>
      <p className="mt-2 text-lg font-semibold">{children}</p>
    </section>
  );
}

function Fact(props: { term: string; children: string; className?: string; valueClassName?: string }) {
  return (
    <div className={props.className}>
      <dt className="text-sm font-semibold tracking-wide text-slate-700 uppercase">{props.term}</dt>
      <dd className={cn('text-lg font-semibold break-words text-slate-950', props.valueClassName)}>{props.children}</dd>
    </div>
  );
}

/** A check that got no answer to show: a 429 says its own message (when to try again); anything else too. */
function CheckFailure(props: { error: Error; onRetry: () => void; isRetrying: boolean }) {
  const { t } = useLingui();
  const message = props.error instanceof ApiError ? (props.error.serverMessage ?? props.error.message) : null;
  return (
    <Card role="alert" className="space-y-3 border-2 border-slate-800 p-5 sm:p-6">
      <h2 className="text-2xl font-bold text-slate-950">
        <Trans>The certificate could not be checked</Trans>
      </h2>
      <p className="text-lg text-slate-900">
        {message ?? t`Network error. Please check your internet connection and try again.`}
      </p>
      <Button className="min-h-12 w-full text-base sm:w-auto" disabled={props.isRetrying} onClick={props.onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </Card>
  );
}
