import { useId, useState } from 'react';
import { useLoaderData } from '@nyaya/shared/router';
import { ArrowDownLeft, ArrowUpRight, Eye, EyeOff, Plus, ReceiptIndianRupee, Send, TrendingUp } from 'lucide-react';
import { getWallet } from '@nyaya/shared/data/info';
import { formatINR } from '@nyaya/shared/format';
import { summarizeTransactions } from '@nyaya/shared/rules/info';
import { usePersistentStore, walletMaskedStore } from '@nyaya/shared/stores';
import { Button } from '@nyaya/shared/ui/Button';
import { Card } from '@nyaya/shared/ui/Card';
import { comingSoon } from '@nyaya/shared/ui/toast';
import { TransactionRow } from '../components/TransactionRow';
import { UtilityScreen } from '../components/UtilityScreen';

export const loader = () => getWallet();

/** How many transactions show before View All. */
const RECENT_COUNT = 4;

const quickActions = [
  { label: 'Add Money', icon: Plus },
  { label: 'Send', icon: Send },
  { label: 'Pay Bills', icon: ReceiptIndianRupee },
  { label: 'Invest', icon: TrendingUp },
];

export function WalletPage() {
  const { balance, transactions } = useLoaderData<typeof loader>();
  const [masked, setMasked] = usePersistentStore(walletMaskedStore);
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  const { income, expenses } = summarizeTransactions(transactions);
  const shown = showAll ? transactions : transactions.slice(0, RECENT_COUNT);

  return (
    <UtilityScreen title="Wallet">
      <Card className="bg-gradient-to-br from-brand-600 to-brand-800 text-white">
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-sm font-medium text-brand-100">Total balance</h2>
          <Button
            variant="ghost"
            size="icon"
            className="text-white hover:bg-white/15"
            aria-label={masked ? 'Show balance' : 'Hide balance'}
            aria-pressed={masked}
            onClick={() => setMasked(!masked)}
          >
            {masked ? <Eye aria-hidden="true" className="size-5" /> : <EyeOff aria-hidden="true" className="size-5" />}
          </Button>
        </div>
        <p className="mt-1 text-3xl font-bold" data-testid="wallet-balance">
          {masked ? (
            <>
              <span aria-hidden="true">₹ ••••••</span>
              <span className="sr-only">Balance hidden</span>
            </>
          ) : (
            formatINR(balance)
          )}
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-3">
          <div className="rounded-xl bg-white/10 p-3">
            <dt className="flex items-center gap-1 text-xs text-brand-100">
              <ArrowDownLeft aria-hidden="true" className="size-3.5" /> Income
            </dt>
            <dd className="font-semibold">{formatINR(income)}</dd>
          </div>
          <div className="rounded-xl bg-white/10 p-3">
            <dt className="flex items-center gap-1 text-xs text-brand-100">
              <ArrowUpRight aria-hidden="true" className="size-3.5" /> Expenses
            </dt>
            <dd className="font-semibold">{formatINR(expenses)}</dd>
          </div>
        </dl>
      </Card>

      <section aria-labelledby="wallet-actions" className="mt-4">
        <h2 id="wallet-actions" className="sr-only">
          Quick actions
        </h2>
        <ul className="grid grid-cols-4 gap-2">
          {quickActions.map(({ label, icon: Icon }) => (
            <li key={label}>
              <button
                type="button"
                onClick={() => comingSoon(label)}
                className="flex min-h-20 w-full flex-col items-center justify-center gap-1.5 rounded-2xl text-center text-xs font-medium text-ink hover:bg-brand-50"
              >
                <span className="inline-flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                {label}
              </button>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="wallet-recent" className="mt-4">
        <div className="flex items-center justify-between">
          <h2 id="wallet-recent" className="text-lg font-semibold text-ink">
            Recent transactions
          </h2>
          {transactions.length > RECENT_COUNT && (
            <Button variant="ghost" size="sm" aria-expanded={showAll} aria-controls={listId} onClick={() => setShowAll(!showAll)}>
              {showAll ? 'Show Less' : 'View All'}
            </Button>
          )}
        </div>
        <Card className="mt-2 py-1">
          {transactions.length === 0 ? (
            <p className="py-3 text-sm text-muted">No transactions yet.</p>
          ) : (
            <ul id={listId} className="divide-y divide-line">
              {shown.map((transaction) => (
                <li key={transaction.id}>
                  <TransactionRow transaction={transaction} />
                </li>
              ))}
            </ul>
          )}
        </Card>
      </section>
    </UtilityScreen>
  );
}

export const Component = WalletPage;
