import type { SummaryRow } from '@nyaya/shared/rules/marketplace/purchase/intakeRows';

/** Label/value rows of an order (what is bought, from whom, what the user told us). */
export function SummaryList({ rows }: { rows: SummaryRow[] }) {
  return (
    <dl className="flex flex-col gap-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-3">
          <dt className="shrink-0 text-muted">{label}</dt>
          <dd className="min-w-0 text-right font-medium break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Rows whose value is known (an order without a budget has no budget row). */
export function knownRows(rows: [string, string | null | undefined][]): SummaryRow[] {
  return rows.filter((row): row is SummaryRow => Boolean(row[1]));
}
