const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

const format = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

/** A past or future moment relative to now, with its suffix: `5 minutes ago`, `in 2 days` (spec §2). */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const seconds = (Date.parse(iso) - now.getTime()) / 1000;
  if (Number.isNaN(seconds)) return '';
  if (Math.abs(seconds) < 60) return seconds <= 0 ? 'just now' : 'in less than a minute';
  // Half a unit or more counts as one more, in the past as in the future (Math.round alone rounds -1.5 to -1).
  const count = (size: number) => Math.sign(seconds) * Math.round(Math.abs(seconds) / size);
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return format.format(count(size), unit);
  }
  return format.format(count(60), 'minute');
}
