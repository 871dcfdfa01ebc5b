import { useEffect, useState, useSyncExternalStore } from 'react';
import { isToasterWanted, loadSonner, subscribeToToasterWanted, toasterShown, type Sonner } from '@/lib/toast';

/**
 * The toaster, put on screen (and its code loaded) when the first notification is asked for (decision
 * 33). Without a signal its code is loaded again when the browser is back online; what was asked
 * meanwhile waits (lib/toast.ts).
 */
export function Toaster() {
  const isWanted = useSyncExternalStore(subscribeToToasterWanted, isToasterWanted, () => false);
  const [sonner, setSonner] = useState<Sonner>();
  useEffect(() => {
    if (!isWanted || sonner) return;
    let isCurrent = true;
    const load = () => {
      loadSonner().then(
        (loaded) => {
          if (isCurrent) setSonner(loaded);
        },
        () => undefined,
      );
    };
    load();
    window.addEventListener('online', load);
    return () => {
      isCurrent = false;
      window.removeEventListener('online', load);
    };
  }, [isWanted, sonner]);
  return sonner ? <ListeningToaster sonner={sonner} /> : null;
}

/**
 * Spec §9: one notification visible at a time, at the top centre. On a phone (sonner's 600 px) it comes
 * down below the header, whose height is at most 96 px there, so that it never covers the header or
 * its Exit button (issue 16 §3); the bottom would cover Previous and Next.
 */
function ListeningToaster({ sonner }: { sonner: Sonner }) {
  // Runs after sonner's own toaster subscribed (a child's effects run first): what waited is shown.
  useEffect(() => toasterShown(sonner), [sonner]);
  return (
    <sonner.Toaster
      visibleToasts={1}
      richColors
      closeButton
      position="top-center"
      mobileOffset={{ top: 100, left: 16, right: 16 }}
    />
  );
}
