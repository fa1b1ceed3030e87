/**
 * Accounts (issue 23): sign-in with a mobile number and a one-time code, the signed-in user's
 * profile, sessions, synced stores, wallet, data download and deletion. One contract for the API
 * (api/src/routes/auth, api/src/routes/me) and the screens (host's sign-in and profile pages).
 */
import { z } from 'zod';
import { INDIAN_MOBILE } from './contact';

/** `POST /api/v1/auth/code`: send a one-time code to this number (10 digits, first 6–9). */
export const SendCodeRequestSchema = z
  .object({ mobile: z.string().regex(INDIAN_MOBILE, 'Enter a 10-digit mobile number that starts with 6, 7, 8 or 9.') })
  .strict();
export type SendCodeRequest = z.infer<typeof SendCodeRequestSchema>;

/**
 * 202, the same whether or not the number has an account (numbers cannot be enumerated).
 * `testCode` is present only in test mode (no SMS provider configured): the screen shows it.
 */
export const SendCodeResponseSchema = z.object({
  /** "+91 98••••3210" */
  sentTo: z.string(),
  /** Seconds until Resend may be pressed (30). */
  resendAfterSeconds: z.number().int(),
  /** Seconds the code is valid (300). */
  expiresInSeconds: z.number().int(),
  testCode: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
});
export type SendCodeResponse = z.infer<typeof SendCodeResponseSchema>;

export const OTP_LENGTH = 6;
export const OtpSchema = z.string().regex(/^\d{6}$/, 'Enter the 6-digit code.');

/**
 * `POST /api/v1/auth/sign-in`. 200 with the account and a new session cookie (the guest session's
 * orders, bookings and synced stores become the account's). A wrong code is 400 with
 * `attemptsLeft`; a code used up (3 wrong tries) or expired is 410: send a new one.
 */
export const SignInRequestSchema = z
  .object({ mobile: z.string().regex(INDIAN_MOBILE, 'Enter a 10-digit mobile number that starts with 6, 7, 8 or 9.'), code: OtpSchema })
  .strict();
export type SignInRequest = z.infer<typeof SignInRequestSchema>;

export const LanguageSchema = z.enum(['en', 'hi']);

/** The four toggles of `/notifications` (spec §4), stored on the account. */
export const NotificationSettingsSchema = z.object({ push: z.boolean(), email: z.boolean(), sms: z.boolean(), marketing: z.boolean() }).strict();
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

/** Counted by the server from what the account holds (0 when nothing exists). */
export const AccountStatsSchema = z.object({
  /** Consultations booked (spec's "Expert Sessions"). */
  expertSessions: z.number().int(),
  orders: z.number().int(),
  goalsCompleted: z.number().int(),
  resourcesDownloaded: z.number().int(),
  communityPosts: z.number().int(),
});
export type AccountStats = z.infer<typeof AccountStatsSchema>;

/** Everyone who signs up is a client; the catalogue's experts have expert accounts (the console is theirs). */
export const AccountRoleSchema = z.enum(['client', 'expert']);
export type AccountRole = z.infer<typeof AccountRoleSchema>;

export const AccountSchema = z.object({
  id: z.string(),
  /** The full 10 digits (it is the user's own). */
  mobile: z.string(),
  role: AccountRoleSchema,
  name: z.string().nullable(),
  email: z.string().nullable(),
  language: LanguageSchema,
  /** ISO 8601: when the account was created. */
  memberSince: z.string(),
  notificationSettings: NotificationSettingsSchema,
  stats: AccountStatsSchema,
});
export type Account = z.infer<typeof AccountSchema>;

/** `GET /api/v1/me`: who this session is. `testMode`: codes and payments are simulated. */
export const MeResponseSchema = z.object({ account: AccountSchema.nullable(), testMode: z.boolean() });
export type MeResponse = z.infer<typeof MeResponseSchema>;

export const SignInResponseSchema = z.object({ account: AccountSchema });

/** `PATCH /api/v1/me`: any of these; an empty email or name clears it. */
export const UpdateProfileRequestSchema = z
  .object({
    name: z.string().max(100).optional(),
    email: z.union([z.literal(''), z.email('Enter an email address like name@example.com.').max(254)]).optional(),
    language: LanguageSchema.optional(),
    notificationSettings: NotificationSettingsSchema.partial().optional(),
  })
  .strict();
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequestSchema>;

/** `GET /api/v1/me/sessions`: the account's live sessions, most recent first. */
export const SessionViewSchema = z.object({
  id: z.string(),
  /** "Chrome on Android", from the User-Agent when the session began. */
  device: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export const SessionListSchema = z.object({ sessions: z.array(SessionViewSchema) });
export type SessionView = z.infer<typeof SessionViewSchema>;

/** `POST /api/v1/me/sessions/end-others`: how many were ended. */
export const EndSessionsResponseSchema = z.object({ ended: z.number().int() });

/**
 * Browser-side stores kept on the account (`GET /api/v1/me/state`, `PUT /api/v1/me/state/{key}`):
 * the key is the store's (`experts:saved`), the value what the store persists. Only these keys.
 */
export const SYNCED_STORE_KEYS = [
  'experts:saved',
  'marketplace:favourites',
  'marketplace:intake-drafts',
  'marketplace:checkout',
  'info:notification-settings',
  'info:joined-spaces',
  'info:joined-local-events',
  'info:read-notifications',
  'life:action-item-completion',
  'life:action-items',
  'life:goals',
  'life:plans',
  'life:saved-resources',
  'life:downloaded-resources',
] as const;
export const SyncedStoreKeySchema = z.enum(SYNCED_STORE_KEYS);
export type SyncedStoreKey = z.infer<typeof SyncedStoreKeySchema>;
/** A stored value's JSON is at most this long (413 beyond). */
export const SYNCED_VALUE_MAX_BYTES = 64 * 1024;
/** A store's copy on the account; `revision` counts its writes (1 for the first). */
export const SyncedEntrySchema = z.object({ value: z.unknown(), updatedAt: z.string(), revision: z.number().int().positive() });
export const SyncedStateSchema = z.object({ entries: z.partialRecord(SyncedStoreKeySchema, SyncedEntrySchema) });
/**
 * `PUT /api/v1/me/state/{key}` is compare-and-set: `base` is the revision this device last saw,
 * null or absent when it saw none (the first write of the key). When the account's copy is at
 * another revision the write changes nothing and is 409 `Stale copy` with the copy now
 * (`current`, null when none): the device merges it into its own and writes again on that base.
 * Writing the value the account already holds is 200 whatever the base, so a retried PUT is safe.
 */
export const PutSyncedEntryRequestSchema = z
  .object({ value: z.unknown(), base: z.number().int().positive().max(2_147_483_647).nullable().optional() })
  .strict();

/**
 * What the server checks of a value beyond its size, for the stores whose shape it knows. The
 * own action items (`life:action-items`) are a record of id → entry object (item or tombstone).
 * Only the shape: the browser checks each entry's fields itself, and sends back entries it kept
 * without understanding them (a later version's), which a field check here would refuse forever.
 */
const isPlainObject = (value: unknown) => typeof value === 'object' && value !== null && !Array.isArray(value);

export const SYNCED_VALUE_SHAPES: Partial<Record<SyncedStoreKey, z.ZodType>> = {
  'life:action-items': z.record(z.string().min(1).max(100), z.record(z.string(), z.unknown())).refine((value) => Object.keys(value).length <= 2000, {
    message: 'At most 2,000 action items.',
  }),
  // Goals carry their check-ins (ownGoals.ts): a list of at most 366 per goal, each a small object.
  'life:goals': z
    .record(z.string().min(1).max(100), z.record(z.string(), z.unknown()))
    .refine((value) => Object.keys(value).length <= 500, { message: 'At most 500 goals.' })
    .refine(
      (value) =>
        Object.values(value).every(
          ({ checkIns }) => checkIns === undefined || (Array.isArray(checkIns) && checkIns.length <= 366 && checkIns.every(isPlainObject)),
        ),
      {
        message: 'A goal keeps at most 366 check-ins, each an object.',
      },
    ),
  // Plans are entry objects as action items are; fewer of them (MAX_PLANS live, tombstones beside).
  'life:plans': z.record(z.string().min(1).max(100), z.record(z.string(), z.unknown())).refine((value) => Object.keys(value).length <= 500, {
    message: 'At most 500 plans.',
  }),
  'life:saved-resources': z.array(z.string().min(1).max(200)).max(500),
  'life:downloaded-resources': z.array(z.string().min(1).max(200)).max(500),
};

/** `GET /api/v1/me/wallet`: real payments and refunds of the account; no stored balance. */
export const WalletTransactionSchema = z.object({
  id: z.string(),
  kind: z.enum(['payment', 'refund']),
  /** What it was for: the service or the consultation. */
  title: z.string(),
  amountPaise: z.number().int(),
  at: z.string(),
  /** Where it came from, for a link: an order number or a booking id. */
  orderNumber: z.string().nullable(),
  bookingId: z.string().nullable(),
});
export const WalletResponseSchema = z.object({
  transactions: z.array(WalletTransactionSchema),
  /** Refunds received. */
  incomePaise: z.number().int(),
  /** Payments made. */
  expensePaise: z.number().int(),
});
export type WalletTransaction = z.infer<typeof WalletTransactionSchema>;
export type WalletResponse = z.infer<typeof WalletResponseSchema>;

/** `DELETE /api/v1/me` needs this body: the screen's confirmation. */
export const DeleteAccountRequestSchema = z.object({ confirm: z.literal('DELETE') }).strict();

export const accountPaths = {
  sendCode: '/api/v1/auth/code',
  signIn: '/api/v1/auth/sign-in',
  signOut: '/api/v1/auth/sign-out',
  me: '/api/v1/me',
  sessions: '/api/v1/me/sessions',
  endOtherSessions: '/api/v1/me/sessions/end-others',
  state: '/api/v1/me/state',
  stateEntry: (key: SyncedStoreKey) => `/api/v1/me/state/${encodeURIComponent(key)}`,
  wallet: '/api/v1/me/wallet',
  /** `GET`: a JSON file of everything the account holds (Content-Disposition: attachment). */
  export: '/api/v1/me/export',
  /**
   * `DELETE` with the confirmation in the query instead of a body: proxies may refuse a DELETE
   * that carries a body (the host's does), and this one needs none. Same answer as `DELETE me`.
   */
  deleteAccount: '/api/v1/me?confirm=DELETE',
} as const;

export const accountRoutes = {
  sendCode: '/api/v1/auth/code',
  signIn: '/api/v1/auth/sign-in',
  signOut: '/api/v1/auth/sign-out',
  me: '/api/v1/me',
  sessions: '/api/v1/me/sessions',
  endOtherSessions: '/api/v1/me/sessions/end-others',
  state: '/api/v1/me/state',
  stateEntry: '/api/v1/me/state/:key',
  wallet: '/api/v1/me/wallet',
  export: '/api/v1/me/export',
} as const;
