import { LoaderCircleIcon, type LucideIcon } from 'lucide-react';

/** A button's icon, replaced by a turning spinner while its action runs. */
export function BusyIcon({ isBusy, icon: Icon }: { isBusy: boolean; icon: LucideIcon }) {
  return isBusy ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : <Icon aria-hidden="true" />;
}
