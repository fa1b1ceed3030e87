import { useId, useState, type ReactNode } from 'react';
import type { Transaction } from '@nyaya/shared/types';
import { Button } from '@nyaya/shared/ui/Button';
import { Card } from '@nyaya/shared/ui/Card';
import { useT } from '../../i18n';
import { TransactionRow } from '../TransactionRow';

/** How many transactions show before View All. */
const RECENT_COUNT = 4;

/** A listed transaction, with how its row shows it (see TransactionRow). */
export interface ListedTransaction {
  transaction: Transaction;
  when?: string;
  to?: string;
}

/** The wallet's transactions under `heading`, the first few with View All; `empty` when none. */
export function TransactionList({ heading, items, empty }: { heading: string; items: readonly ListedTransaction[]; empty: ReactNode }) {
  const t = useT();
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  const headingId = useId();
  const shown = showAll ? items : items.slice(0, RECENT_COUNT);
  return (
    <section aria-labelledby={headingId} className="mt-4">
      <div className="flex flex-wrap items-center justify-between gap-x-2">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {heading}
        </h2>
        {items.length > RECENT_COUNT && (
          <Button variant="ghost" size="sm" aria-expanded={showAll} aria-controls={listId} onClick={() => setShowAll(!showAll)}>
            {showAll ? t('wallet.showLess') : t('wallet.viewAll')}
          </Button>
        )}
      </div>
      {items.length === 0 ? (
        <div className="mt-2">{empty}</div>
      ) : (
        <Card className="mt-2 py-1">
          <ul id={listId} className="divide-y divide-line">
            {shown.map(({ transaction, when, to }) => (
              <li key={transaction.id}>
                <TransactionRow transaction={transaction} when={when} to={to} />
              </li>
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}
