import { z } from 'zod';

/** An Indian mobile number: 10 digits, the first 6, 7, 8 or 9 (TRAI's numbering plan). */
export const INDIAN_MOBILE = /^[6-9]\d{9}$/;

export const contactMessages = {
  name: 'Enter your name.',
  mobile: 'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9.',
  email: 'Enter a valid email address, or leave it empty.',
} as const;

/**
 * A mobile number as people type it ("+91 98765-43210", "098765 43210") reduced to its 10 digits.
 * Anything that is not such a number comes back as typed, for the schema to refuse.
 */
export function normaliseMobile(text: string): string {
  const digits = text.replace(/[\s-]/g, '');
  const match = /^(?:\+91|91|0)?(\d{10})$/.exec(digits);
  return match ? match[1]! : text.trim();
}

/** "9876543210" → "+91 98765 43210", as the screens show it. */
export function formatMobile(mobile: string): string {
  return INDIAN_MOBILE.test(mobile) ? `+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}` : mobile;
}

/** A letter or digit in any script: a name of only spaces, dots or invisible marks is no name. */
const VISIBLE = /[\p{L}\p{N}]/u;
/** Bidirectional controls and zero-width characters: invisible, and able to reorder what is shown. */
const INVISIBLE_CONTROLS = /[\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g;

export const ContactSchema = z.object({
  name: z
    .string()
    .transform((text) => text.replace(INVISIBLE_CONTROLS, '').trim())
    .pipe(z.string().min(1, contactMessages.name).max(100, 'Keep the name under 100 characters.').regex(VISIBLE, contactMessages.name)),
  mobile: z.string().max(20, contactMessages.mobile).transform(normaliseMobile).pipe(z.string().regex(INDIAN_MOBILE, contactMessages.mobile)),
  email: z
    .string()
    .trim()
    .max(254, contactMessages.email)
    .transform((text) => text.toLowerCase())
    .pipe(z.union([z.literal(''), z.email(contactMessages.email)]))
    .optional(),
});

export type Contact = z.output<typeof ContactSchema>;
export type ContactInput = z.input<typeof ContactSchema>;
