import { DownloadIcon, ExternalLinkIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from '@/lib/toast';
import {
  englishLanguageNames,
  formatDateTime,
  licenceKindLabels,
  licenceKinds,
  signatureMethodLabels,
  type CompletionRecord,
  type Licence,
} from '@crane/contract';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { downloadFile, identificationFileName } from '../lib/download-file';
import { ResetButton } from './completion-actions';
import { DownloadMenu } from './download-menu';
import { LicenceReview } from './licence-review';
import { ReinstateCertificateButton } from './reinstate-certificate-button';
import { RevokeCertificateDialog } from './revoke-certificate-dialog';
import { StoredFilesCheckSection } from './stored-files-check';
import { ValidityBadge } from './validity-badge';

/**
 * The Completion Details dialog of spec §2: every section of the record, with its certificate's
 * verification code and revocation (issue 13). Every date is written one way (January 05, 2025), the
 * completion's in the company's time zone, named (decision 22).
 */
export function CompletionDetailsDialog(props: {
  record: CompletionRecord | undefined;
  timeZone: string;
  onClose: () => void;
}) {
  const { record } = props;
  return (
    <Dialog open={record !== undefined} onOpenChange={(open) => (open ? undefined : props.onClose())}>
      <DialogContent className="max-w-3xl">
        {record ? <Details record={record} timeZone={props.timeZone} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function Details({ record, timeZone }: { record: CompletionRecord; timeZone: string }) {
  const person = record.inductee;
  const fullName = `${person.firstName} ${person.lastName}`;
  return (
    <>
      <DialogHeader>
        <DialogTitle>{fullName}</DialogTitle>
        <DialogDescription>Completion details</DialogDescription>
      </DialogHeader>
      <div className="space-y-5 text-sm">
        <Section title="Inductee information">
          <Facts
            facts={[
              ['Name', fullName],
              ['Email', person.email],
              ['Phone', person.phone],
              ['Company', person.company],
            ]}
          />
        </Section>
        <Section title="Emergency contact">
          <Facts
            facts={[
              ['Name', person.emergencyContactName],
              ['Phone', person.emergencyContactPhone],
              ['Relationship', person.emergencyContactRelationship],
            ]}
          />
        </Section>
        <Section title="Induction details">
          <Facts
            facts={[
              ['Induction', record.induction.title],
              ['Completed', formatDateTime(record.completedAt, timeZone)],
              ['Attempt', String(record.attempt)],
              ['Language', englishLanguageNames[record.language]],
              ['Verification code', record.verificationCode],
            ]}
          />
          <p className="mt-2">
            <ValidityBadge record={record} />
          </p>
          {/* The box is pulled out by its padding, so that its terms and values line up with those above. */}
          {record.resetAt !== null ? (
            <div className="-mx-3 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2">
              <Facts
                facts={[
                  ['Reset', formatDateTime(record.resetAt, timeZone)],
                  ['Reset by', record.resetBy ?? ''],
                  ['Reason', record.resetReason || 'None given'],
                ]}
              />
            </div>
          ) : record.revokedAt !== null ? (
            <div className="-mx-3 rounded-lg border border-red-300 bg-red-50 px-3 py-2">
              <Facts
                facts={[
                  ['Revoked', formatDateTime(record.revokedAt, timeZone)],
                  ['Revoked by', record.revokedBy ?? ''],
                  ['Reason', record.revokedReason ?? ''],
                ]}
              />
            </div>
          ) : null}
        </Section>
        <Section title="Licence information">
          {licenceKinds
            .filter((kind) => kind !== 'other' && !record.licences.some((licence) => licence.kind === kind))
            .map((kind) => (
              <p key={kind} className="rounded-lg border border-slate-200 p-3 text-slate-600">
                <span className="font-medium text-slate-900">{licenceKindLabels[kind]}</span>: not provided
              </p>
            ))}
          {sortLicences(record.licences).map((licence) => (
            <LicenceReview key={licence.id} licence={licence} owner={fullName} timeZone={timeZone} />
          ))}
          {namedOnlyLicences(record).map((licence, index) => (
            <p key={`${licence.name}-${index}`} className="rounded-lg border border-slate-200 p-3 text-slate-600">
              <span className="font-medium text-slate-900">{licence.name}</span>: named only, with no number, expiry or
              photo to verify
            </p>
          ))}
        </Section>
        <Section title="Identification document">
          {record.identificationUrl ? (
            <IdentificationLinks record={record} url={record.identificationUrl} />
          ) : (
            <p className="text-slate-600">No identification document</p>
          )}
        </Section>
        <Section title="Signature">
          {record.signatures.length === 0 ? (
            <p className="text-slate-600">No signature</p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {record.signatures.map((signature) => (
                <li key={signature.pageId} className="space-y-1">
                  <img
                    src={signature.url}
                    alt={`Signature of ${fullName} on ${signature.pageTitle || 'a page'}`}
                    className="h-24 w-full rounded border border-slate-200 bg-white object-contain"
                  />
                  <p className="text-xs text-slate-600">
                    {signature.pageTitle} · {signatureMethodLabels[signature.method]}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </Section>
        <Section title="Sealed evidence">
          <StoredFilesCheckSection record={record} timeZone={timeZone} />
        </Section>
        <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4">
          <DownloadMenu record={record} />
          {/* A reset completion stays as it is: the person takes the induction again instead. */}
          {record.resetAt !== null ? null : record.revokedAt === null ? (
            <RevokeCertificateDialog record={record} />
          ) : (
            <ReinstateCertificateButton record={record} />
          )}
          {record.resetAt === null ? <ResetButton record={record} label="Reset Induction" /> : null}
        </div>
      </div>
    </>
  );
}

function Section(props: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="font-semibold text-slate-900">{props.title}</h3>
      {props.children}
    </section>
  );
}

function Facts({ facts }: { facts: [string, string][] }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[10rem_1fr]">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-slate-600">{term}</dt>
          <dd className="break-words text-slate-900">{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The driver's licence, the high risk work licence, then the others; of each kind the newest first. */
function sortLicences(licences: Licence[]): Licence[] {
  return [...licences].sort((a, b) => licenceKinds.indexOf(a.kind) - licenceKinds.indexOf(b.kind) || b.id - a.id);
}

function IdentificationLinks({ record, url }: { record: CompletionRecord; url: string }) {
  const onDownload = () =>
    downloadFile(url, identificationFileName(record.inductee, url)).catch((error: unknown) =>
      toast.error('Download failed', {
        description: error instanceof Error ? error.message : String(error),
        duration: 5000,
      }),
    );
  return (
    <div className="flex flex-wrap gap-2">
      <a
        href={url}
        target="_blank"
        rel="noreferrer"
        aria-label="View identification"
        className={buttonClasses({ variant: 'outline', size: 'small' })}
      >
        <ExternalLinkIcon aria-hidden="true" />
        View
      </a>
      <Button variant="outline" size="small" onClick={() => void onDownload()} aria-label="Download identification">
        <DownloadIcon aria-hidden="true" />
        Download
      </Button>
    </div>
  );
}

/**
 * Other licences the worker named without a number, expiry or photo: the register keeps none of them
 * (decision 31), yet the worker declared them, and the report and the licence information list them.
 */
function namedOnlyLicences(record: CompletionRecord) {
  return record.inductee.otherLicenses.filter(
    (declared) => !record.licences.some((licence) => licence.kind === 'other' && licence.name === declared.name),
  );
}
