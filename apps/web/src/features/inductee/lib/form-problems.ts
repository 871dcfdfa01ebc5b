export type FieldProblem = { path: string; message: string };

/**
 * Every message of a tree of form errors with its field's path (nested objects and arrays); an error's
 * `ref` is not walked. The toast and the error summary of the certification both read it.
 */
export function fieldProblems(errors: unknown, path: string[] = []): FieldProblem[] {
  if (!errors || typeof errors !== 'object') return [];
  if ('type' in errors && 'message' in errors) {
    return typeof errors.message === 'string' ? [{ path: path.join('.'), message: errors.message }] : [];
  }
  return Object.entries(errors).flatMap(([key, value]) => (key === 'ref' ? [] : fieldProblems(value, [...path, key])));
}
