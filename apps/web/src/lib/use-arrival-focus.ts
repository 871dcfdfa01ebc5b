import { useEffect, useRef } from 'react';

/**
 * A screen's main heading takes the focus when the screen opens and the focus was lost (it is on the
 * page's body: the link or button that led here went away with the screen before). The keyboard and
 * a screen reader then start from the screen's title, not from the top of the page (issue 16 §3). The
 * heading needs tabIndex={-1}.
 */
export function useArrivalFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) ref.current?.focus();
  }, []);
  return ref;
}
