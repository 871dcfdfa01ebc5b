import { useEffect, useState } from 'react';

/**
 * Seconds left from `startSeconds`, ticking each second to 0 and starting again whenever `key`
 * changes (a new page). It counts against a deadline, so a phone that pauses the tab catches up.
 * It waits while `isRunning` is false: a page's countdown starts when its content is on screen
 * (issue 16: a PDF on a slow line), and the server still credits time from when it served the page.
 */
export function useCountdown(startSeconds: number, key: string, isRunning = true): number {
  const [tick, setTick] = useState({ key, seconds: startSeconds });

  useEffect(() => {
    if (startSeconds <= 0 || !isRunning) return;
    const deadline = Date.now() + startSeconds * 1000;
    const timer = window.setInterval(() => {
      const seconds = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setTick({ key, seconds });
      if (seconds === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [key, startSeconds, isRunning]);

  return tick.key === key && tick.seconds <= startSeconds ? tick.seconds : startSeconds;
}
