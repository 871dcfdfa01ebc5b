import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { isToasterWanted, loadSonner, subscribeToToasterWanted, toasterShown } from '@/lib/toast';

/**
 * Spec §9: one notification visible at a time, at the top centre. On a phone (sonner's 600 px) it comes
 * down below the header, whose height is at most 96 px there, so that it never covers the header or
 * its Exit button (issue 16 §3); the bottom would cover Previous and Next.
 */
const ListeningToaster = lazy(async () => {
  const loaded = await loadSonner();
  function SonnerToaster() {
    // Runs after sonner's own toaster subscribed (a child's effects run first): what waited is shown.
    useEffect(() => toasterShown(loaded), []);
    return (
      <loaded.Toaster
        visibleToasts={1}
        richColors
        closeButton
        position="top-center"
        mobileOffset={{ top: 100, left: 16, right: 16 }}
      />
    );
  }
  return { default: SonnerToaster };
});

/** The toaster, put on screen (and its code loaded) when the first notification is asked for. */
export function Toaster() {
  const isWanted = useSyncExternalStore(subscribeToToasterWanted, isToasterWanted, () => false);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <ListeningToaster />
    </Suspense>
  );
}
