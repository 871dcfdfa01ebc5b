/** Month names for dates written out in English, whatever the server's locale data. */
export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export const twoDigits = (value: number) => String(value).padStart(2, '0');
