import { useId, useState } from 'react';
import { useLoaderData } from '@nyaya/shared/router';
import { ArrowDownLeft, ArrowUpRight, Eye, EyeOff, Plus, ReceiptIndianRupee, Send, TrendingUp } from 'lucide-react';
import { getWallet } from '@nyaya/shared/data/info';
import { formatINR } from '@nyaya/shared/format';
import { summarizeTransactions } from '@nyaya/shared/rules/info';
import { usePersistentStore, walletMaskedStore } from '@nyaya/shared/stores';
import { Button } from '@nyaya/shared/ui/Button';
import { Card } from '@nyaya/shared/ui/Card';
import { toast } from '@nyaya/shared/ui/toast';
import { TransactionRow } from '../components/TransactionRow';
import { UtilityScreen } from '../components/UtilityScreen';
import { useT } from '../i18n';

export const loader = () => getWallet();

/** How many transactions show before View All. */
const RECENT_COUNT = 4;

const quickActions = [
  { label: 'wallet.action.addMoney', soon: 'wallet.comingSoon.addMoney', icon: Plus },
  { label: 'wallet.action.send', soon: 'wallet.comingSoon.send', icon: Send },
  { label: 'wallet.action.payBills', soon: 'wallet.comingSoon.payBills', icon: ReceiptIndianRupee },
  { label: 'wallet.action.invest', soon: 'wallet.comingSoon.invest', icon: TrendingUp },
] as const;

export function WalletPage() {
  const t = useT();
  const { balance, transactions } = useLoaderData<typeof loader>();
  const [masked, setMasked] = usePersistentStore(walletMaskedStore);
  const [showAll, setShowAll] = useState(false);
  const listId = useId();
  const { income, expenses } = summarizeTransactions(transactions);
  const shown = showAll ? transactions : transactions.slice(0, RECENT_COUNT);

  return (
    <UtilityScreen title={t('wallet.title')}>
      <Card className="bg-gradient-to-br from-brand-600 to-brand-800 text-white">
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-sm font-medium text-brand-100">{t('wallet.totalBalance')}</h2>
          <Button
            variant="ghost"
            size="icon"
            className="text-white hover:bg-white/15"
            aria-label={masked ? t('wallet.showBalance') : t('wallet.hideBalance')}
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
              <span className="sr-only">{t('wallet.balanceHidden')}</span>
            </>
          ) : (
            formatINR(balance)
          )}
        </p>
        <dl className="mt-4 grid grid-cols-2 gap-3">
          <div className="rounded-xl bg-white/10 p-3">
            <dt className="flex items-center gap-1 text-xs text-brand-100">
              <ArrowDownLeft aria-hidden="true" className="size-3.5 shrink-0" /> {t('wallet.income')}
            </dt>
            <dd className="font-semibold">{formatINR(income)}</dd>
          </div>
          <div className="rounded-xl bg-white/10 p-3">
            <dt className="flex items-center gap-1 text-xs text-brand-100">
              <ArrowUpRight aria-hidden="true" className="size-3.5 shrink-0" /> {t('wallet.expenses')}
            </dt>
            <dd className="font-semibold">{formatINR(expenses)}</dd>
          </div>
        </dl>
      </Card>

      <section aria-labelledby="wallet-actions" className="mt-4">
        <h2 id="wallet-actions" className="sr-only">
          {t('wallet.quickActions')}
        </h2>
        <ul className="grid grid-cols-4 gap-2">
          {quickActions.map(({ label, soon, icon: Icon }) => (
            <li key={label}>
              <button
                type="button"
                onClick={() => toast(t(soon))}
                className="flex min-h-20 w-full flex-col items-center justify-center gap-1.5 rounded-2xl text-center text-xs font-medium text-ink hover:bg-brand-50"
              >
                <span className="inline-flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                {t(label)}
              </button>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="wallet-recent" className="mt-4">
        <div className="flex flex-wrap items-center justify-between gap-x-2">
          <h2 id="wallet-recent" className="text-lg font-semibold text-ink">
            {t('wallet.recent')}
          </h2>
          {transactions.length > RECENT_COUNT && (
            <Button variant="ghost" size="sm" aria-expanded={showAll} aria-controls={listId} onClick={() => setShowAll(!showAll)}>
              {showAll ? t('wallet.showLess') : t('wallet.viewAll')}
            </Button>
          )}
        </div>
        <Card className="mt-2 py-1">
          {transactions.length === 0 ? (
            <p className="py-3 text-sm text-muted">{t('wallet.empty')}</p>
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
