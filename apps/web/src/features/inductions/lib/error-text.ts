/** The message to show in a failure toast: the error's own text (spec §8: `status: text`). */
export const errorText = (error: unknown) => (error instanceof Error ? error.message : 'An unexpected error occurred');
