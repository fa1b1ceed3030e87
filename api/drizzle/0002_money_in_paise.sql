-- Money as whole paise (issue 23): quotes, totals, Auto Assign budgets and consultation fees were
-- floating-point rupees. Each amount is rounded to the paisa once, here.
UPDATE "orders" SET "quote" = jsonb_build_object(
  'lines', COALESCE((
    SELECT jsonb_agg((line - 'amount') || jsonb_build_object('amountPaise', round((line->>'amount')::numeric * 100)::bigint) ORDER BY position)
    FROM jsonb_array_elements("quote"->'lines') WITH ORDINALITY AS lines(line, position)
  ), '[]'::jsonb),
  'totalPaise', round(("quote"->>'total')::numeric * 100)::bigint,
  'stampDutyIncluded', "quote"->'stampDutyIncluded'
) WHERE "quote" ? 'total';--> statement-breakpoint
UPDATE "orders" SET "total_paise" = ("quote"->>'totalPaise')::bigint WHERE "total_paise" IS NULL;--> statement-breakpoint
UPDATE "orders" SET "auto_assign_budget_paise" = round("auto_assign_budget"::numeric * 100)::bigint WHERE "auto_assign_budget" IS NOT NULL;--> statement-breakpoint
-- The old test reference was `test_<Idempotency-Key>`: the key leaked to anyone who saw the order.
UPDATE "orders" SET "payment" = jsonb_build_object(
  'provider', "payment"->>'provider',
  'reference', 'test_' || replace(gen_random_uuid()::text, '-', ''),
  'amountPaise', "total_paise"
);--> statement-breakpoint
UPDATE "bookings" SET "fee_paise" = "fee" * 100 WHERE "fee_paise" IS NULL;
