import { ArrowDownLeft, ArrowUpRight } from 'lucide-react';
import { formatINR } from '@nyaya/shared/format';

/** The income and expenses tiles on the wallet's card, amounts in rupees. */
export function SummaryTiles({ income, expenses, labels }: { income: number; expenses: number; labels: { income: string; expenses: string } }) {
  return (
    <dl className="mt-4 grid grid-cols-2 gap-3">
      <div className="rounded-xl bg-white/10 p-3">
        <dt className="flex items-center gap-1 text-xs text-brand-100">
          <ArrowDownLeft aria-hidden="true" className="size-3.5 shrink-0" /> {labels.income}
        </dt>
        <dd className="font-semibold" data-testid="wallet-income">
          {formatINR(income)}
        </dd>
      </div>
      <div className="rounded-xl bg-white/10 p-3">
        <dt className="flex items-center gap-1 text-xs text-brand-100">
          <ArrowUpRight aria-hidden="true" className="size-3.5 shrink-0" /> {labels.expenses}
        </dt>
        <dd className="font-semibold" data-testid="wallet-expenses">
          {formatINR(expenses)}
        </dd>
      </div>
    </dl>
  );
}
