/** A value of an entry's details in words: text as it is, lists joined, objects as `name: value` pairs. */
function describeValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.map(describeValue).join(', ');
  if (typeof value === 'object') {
    return Object.entries(value)
      .filter(([, inner]) => inner !== undefined && inner !== '')
      .map(([name, inner]) => `${name}: ${describeValue(inner)}`)
      .join(', ');
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** An entry's details as `name: value` lines for the Audit Log tab. */
export const describeDetails = (details: Record<string, unknown>): string[] =>
  Object.entries(details)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}: ${describeValue(value)}`);
