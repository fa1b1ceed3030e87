/** Shape checks for values read back from localStorage (anything may be there). */

export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

export const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

export const isBooleanRecord = (value: unknown): value is Record<string, boolean> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((item) => typeof item === 'boolean');

export const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((item) => typeof item === 'string');

/** An id as the lists of ids keep it (a favourite, a joined space): a string of sane length. */
export const isId = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 200;
