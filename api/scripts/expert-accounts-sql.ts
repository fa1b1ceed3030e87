/**
 * Prints the SQL that gives every catalogue expert an account with the expert role and its test
 * number (`expertTestAccounts`), for a `drizzle-kit generate --custom` migration: 0008 was written
 * with it. An expert added to the catalogue later (at the end of the list, so that no number moves)
 * needs a new migration with this output: every row is an upsert, so running it again is harmless.
 *
 *   npx tsx api/scripts/expert-accounts-sql.ts > api/drizzle/00NN_<name>.sql
 */
import { expertTestAccounts } from '@nyaya/shared/data/experts';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../src/accounts/store';

const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;
const settings = literal(JSON.stringify(DEFAULT_NOTIFICATION_SETTINGS));

const rows = expertTestAccounts().map(
  ({ expert, mobile }) => `  (gen_random_uuid()::text, ${literal(mobile)}, 'expert', ${literal(expert.id)}, ${literal(expert.name)}, ${settings}::jsonb)`,
);

process.stdout.write(`-- Expert accounts (issue 25): every expert of the catalogue signs in with the expert role. In test mode
-- the n-th expert of /experts has the number 90000000NN (shared/src/data/experts/testMobiles.ts; the README
-- lists them). Written by api/scripts/expert-accounts-sql.ts. A number someone already signed up with becomes
-- that expert's account: these numbers are reserved for the experts.
INSERT INTO "accounts" ("id", "mobile", "role", "expert_id", "name", "notification_settings") VALUES
${rows.join(',\n')}
ON CONFLICT ("mobile") DO UPDATE SET "role" = 'expert', "expert_id" = EXCLUDED."expert_id", "name" = COALESCE("accounts"."name", EXCLUDED."name");--> statement-breakpoint
-- What was ordered or booked before: assigned to the expert's account, so the console lists it.
UPDATE "orders" SET "expert_account_id" = "accounts"."id" FROM "accounts"
  WHERE "accounts"."expert_id" = "orders"."expert"->>'id' AND "orders"."expert_account_id" IS NULL;--> statement-breakpoint
UPDATE "bookings" SET "expert_account_id" = "accounts"."id" FROM "accounts"
  WHERE "accounts"."expert_id" = "bookings"."expert_id" AND "bookings"."expert_account_id" IS NULL;
`);
