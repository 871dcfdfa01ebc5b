import { Trans, useLingui } from '@lingui/react/macro';
import { IdCardIcon } from 'lucide-react';
import type { RequiredLicence } from '@crane/contract';
import { requiredLicenceLabel } from '../lib/required-licence-wording';

/**
 * What an induction requires before it can be completed (issue 15), said on the portal card and
 * before the certification form, so that a worker has the licence at hand.
 */
export function RequiredLicencesNotice({ required, id }: { required: readonly RequiredLicence[]; id?: string }) {
  const { i18n } = useLingui();
  if (required.length === 0) return null;
  return (
    <div id={id} className="flex gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
      <IdCardIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div>
        <p className="font-semibold">
          <Trans>Licences required</Trans>
        </p>
        <ul className="list-disc ps-5">
          {required.map((licence, index) => (
            <li key={index}>{requiredLicenceLabel(i18n, licence)}</li>
          ))}
        </ul>
        <p>
          <Trans>Have each at hand: its number, its expiry date and photos of its front and back.</Trans>
        </p>
      </div>
    </div>
  );
}
