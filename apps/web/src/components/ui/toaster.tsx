import { Toaster as SonnerToaster } from 'sonner';

/**
 * Spec §9: one notification visible at a time, at the top centre. On a phone (sonner's 600 px) it comes
 * down below the header, whose height is at most 96 px there, so that it never covers the header or
 * its Exit button (issue 16 §3); the bottom would cover Previous and Next.
 */
export function Toaster() {
  return (
    <SonnerToaster
      visibleToasts={1}
      richColors
      closeButton
      position="top-center"
      mobileOffset={{ top: 100, left: 16, right: 16 }}
    />
  );
}
