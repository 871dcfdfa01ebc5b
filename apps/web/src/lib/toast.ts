import type * as SonnerModule from 'sonner';

/**
 * The app's notifications (spec §9). Sonner is loaded with the first one, not with every screen, to keep
 * a worker's first load small (issue 16, decision 33); until a toaster is on screen, each notification
 * waits for it, so none is lost.
 */
export type Sonner = typeof SonnerModule;
type ToastOptions = { description?: string; duration?: number };
type Kind = 'success' | 'error' | 'info';

let sonner: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
let toastersShown = 0;
let waiting: Array<(loaded: Sonner) => void> = [];
const wantedListeners = new Set<() => void>();

/** Loads sonner once; a failed load (no signal) is tried again at the next call. */
export function loadSonner(): Promise<Sonner> {
  loading ??= import('sonner').then(
    (loaded) => (sonner = loaded),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function show(kind: Kind, title: string, options?: ToastOptions) {
  if (sonner && toastersShown > 0) {
    sonner.toast[kind](title, options);
    return;
  }
  waiting.push((loaded) => loaded.toast[kind](title, options));
  for (const listener of wantedListeners) listener();
}

export const toast = {
  success: (title: string, options?: ToastOptions) => show('success', title, options),
  error: (title: string, options?: ToastOptions) => show('error', title, options),
  info: (title: string, options?: ToastOptions) => show('info', title, options),
};

/** Whether a notification has been asked for, so the toaster should be on screen (and loaded). */
export function isToasterWanted(): boolean {
  return toastersShown > 0 || waiting.length > 0 || sonner !== undefined;
}

export function subscribeToToasterWanted(listener: () => void): () => void {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

/** Called once a toaster listens: shows what waited. Returns what to call when it goes. */
export function toasterShown(loaded: Sonner): () => void {
  toastersShown += 1;
  const shown = waiting;
  waiting = [];
  for (const showToast of shown) showToast(loaded);
  return () => {
    toastersShown -= 1;
  };
}
