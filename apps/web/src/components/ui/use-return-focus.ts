import { useRef } from 'react';

/**
 * Handlers for a Radix dialog's content that give focus back, when it closes, to what had it when it
 * opened. Radix does that only for a dialog opened by its Trigger; most of ours are opened from state
 * (a row's View, a confirmation), and focus fell to the top of the page. `onOpenAutoFocus` and
 * `onCloseAutoFocus` of the caller, if any, run first; one that prevents the default keeps its own way.
 */
export function useReturnFocus(own: {
  onOpenAutoFocus?: ((event: Event) => void) | undefined;
  onCloseAutoFocus?: ((event: Event) => void) | undefined;
}) {
  const opener = useRef<Element | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      opener.current = document.activeElement;
      own.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      own.onCloseAutoFocus?.(event);
      const element = opener.current;
      if (event.defaultPrevented || !(element instanceof HTMLElement) || !element.isConnected) return;
      if (element === document.body) return;
      event.preventDefault();
      element.focus();
    },
  };
}
