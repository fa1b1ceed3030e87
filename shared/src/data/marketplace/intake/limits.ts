/**
 * What an intake field accepts, declared as data beside the forms. The one intake rule
 * (`intakeFieldMessage`) enforces these, in the browser and in the API; the form's inputs carry
 * the same limits (`maxLength`, `min`, `max`, `step`) so the browser stops most of it at the key.
 */

/** Characters per kind of text field (a field declares its own `maxLength` from these). */
export const TEXT_LIMITS = {
  /** A person's or an organisation's name. */
  name: 100,
  /** A short line: a job title, an office, a city. */
  shortText: 200,
  /** A postal address, a list of names. */
  address: 500,
  /** Free text in a textarea: a statement, a question, a list of assets. */
  longText: 2000,
} as const;

/**
 * Rupee amounts, unless a field declares wider bounds: ₹1 to ₹10 crore (1,00,00,000), to the
 * paisa. The ceiling keeps values such as `1e308` (a 309-digit rent) out of documents and order
 * summaries; a sale price or a turnover declares its own, higher one.
 */
export const AMOUNT_LIMITS = { min: 1, max: 100_000_000, decimals: 2 } as const;

/** The ceiling of a sale price, a yearly turnover or a claim (₹1,000 crore): these pass ₹10 crore. */
export const LARGE_AMOUNT_MAX = 10_000_000_000;

/** Dates are within this many years before and after today (in India's time). */
export const DATE_RANGE_YEARS = 5;
