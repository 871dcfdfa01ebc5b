import { Trans } from '@lingui/react/macro';
import { ArrowLeftIcon } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';

/** The back button of the entry screens, to the landing page. */
export function BackLink() {
  return (
    <ButtonLink variant="ghost" size="small" className="text-white hover:bg-white/10" to="/">
      <ArrowLeftIcon aria-hidden="true" className="rtl:-scale-x-100" />
      <Trans>Back</Trans>
    </ButtonLink>
  );
}
