import { useEffect, useState } from 'react';

/**
 * Seconds left from `startSeconds`, ticking each second to 0 and starting again whenever `key`
 * changes (a new page). It counts against a deadline, so a phone that pauses the tab catches up.
 */
export function useCountdown(startSeconds: number, key: string): number {
  const [tick, setTick] = useState({ key, seconds: startSeconds });

  useEffect(() => {
    if (startSeconds <= 0) return;
    const deadline = Date.now() + startSeconds * 1000;
    const timer = window.setInterval(() => {
      const seconds = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setTick({ key, seconds });
      if (seconds === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [key, startSeconds]);

  return tick.key === key && tick.seconds <= startSeconds ? tick.seconds : startSeconds;
}
