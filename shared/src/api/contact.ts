import { z } from 'zod';
import { commonLabels } from '@nyaya/shared/i18n/common';
import { hasVisibleText, sanitizeText } from '../rules/sanitizeText';

/** An Indian mobile number: 10 digits, the first 6, 7, 8 or 9 (TRAI's numbering plan). */
export const INDIAN_MOBILE = /^[6-9]\d{9}$/;

/** What each contact field says when it is refused, in the page's language when it is read. */
export const contactMessages = commonLabels({
  name: 'contact.name',
  mobile: 'contact.mobile',
  email: 'contact.email',
  nameTooLong: 'contact.nameTooLong',
});

/** A zod error read when a value is refused, so it is in the language of that moment. */
const say = (message: () => string) => ({ error: message });

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

/** The longest contact details the inputs take (their `maxLength`) and the schema accepts. */
export const CONTACT_LIMITS = { name: 100, mobile: 20, email: 254 } as const;

/**
 * The contact of an order or a booking, checked the same way by the screens and the API.
 * Bidirectional controls and zero-width characters are removed first (`sanitizeText`): they
 * could reorder the name on a summary, or make a name of nothing look filled. A name needs a
 * letter or a digit (a name of only spaces, dots or invisible marks is no name). Its messages are
 * in the page's language (the API's are in English).
 */
export const ContactSchema = z.object({
  name: z
    .string()
    .transform((text) => sanitizeText(text).trim())
    .pipe(
      z
        .string()
        .min(
          1,
          say(() => contactMessages.name),
        )
        .max(
          CONTACT_LIMITS.name,
          say(() => contactMessages.nameTooLong),
        )
        .refine(
          hasVisibleText,
          say(() => contactMessages.name),
        ),
    ),
  mobile: z
    .string()
    .max(
      CONTACT_LIMITS.mobile,
      say(() => contactMessages.mobile),
    )
    .transform((text) => normaliseMobile(sanitizeText(text)))
    .pipe(
      z.string().regex(
        INDIAN_MOBILE,
        say(() => contactMessages.mobile),
      ),
    ),
  email: z
    .string()
    .transform(sanitizeText)
    .pipe(
      z
        .string()
        .trim()
        .max(
          CONTACT_LIMITS.email,
          say(() => contactMessages.email),
        )
        .transform((text) => text.toLowerCase())
        .pipe(z.union([z.literal(''), z.email(say(() => contactMessages.email))])),
    )
    .optional(),
});

export type Contact = z.output<typeof ContactSchema>;
export type ContactInput = z.input<typeof ContactSchema>;
