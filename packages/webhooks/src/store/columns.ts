// Reading the columns of a row the SQL stores give back typed as unknown.
/** A text column's value: its string, or null. */
export const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
