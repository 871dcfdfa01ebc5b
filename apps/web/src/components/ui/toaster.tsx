import { Toaster as SonnerToaster } from 'sonner';

/** Spec §9: one notification visible at a time. */
export function Toaster() {
  return <SonnerToaster visibleToasts={1} richColors closeButton position="top-center" />;
}
