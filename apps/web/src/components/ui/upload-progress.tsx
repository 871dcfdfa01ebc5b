import { useLingui } from '@lingui/react/macro';
import type { UploadStatus } from '@/lib/use-upload-status';

const percent = (fraction: number) => Math.round(fraction * 100);

/**
 * An upload as it goes (issue 16): photos being made smaller, the part sent, or the wait for a signal.
 * Screen readers hear each stage, not each percent.
 */
export function UploadProgress({ status }: { status: UploadStatus | undefined }) {
  const { t, i18n } = useLingui();
  if (!status) return null;
  const stage =
    status.kind === 'preparing'
      ? t`Preparing your photos…`
      : status.kind === 'sending'
        ? status.sentFraction < 1
          ? t`Uploading…`
          : t`Uploaded. Finishing…`
        : t`No connection. Sending when the signal returns — keep this page open.`;
  // "42%", written as the worker's language writes a percentage.
  const sentPercent =
    status.kind === 'sending' ? i18n.number(percent(status.sentFraction) / 100, { style: 'percent' }) : '';
  return (
    <div className="space-y-1.5">
      <p role="status" className="text-sm text-slate-700">
        {stage}
      </p>
      {status.kind === 'sending' ? (
        <div className="flex items-center gap-3">
          <progress
            className="h-2 w-full max-w-64 accent-navy-700"
            max={100}
            value={percent(status.sentFraction)}
            aria-label={t({ message: 'Upload', comment: 'The progress bar of the files being sent' })}
            aria-valuetext={t`${sentPercent} sent`}
          />
          <span className="text-sm text-slate-700 tabular-nums" aria-hidden="true">
            {sentPercent}
          </span>
        </div>
      ) : null}
    </div>
  );
}
