import type { WalletData } from '@nyaya/shared/types';
import { Eye, EyeOff } from 'lucide-react';
import { formatINR } from '@nyaya/shared/format';
import { summarizeTransactions } from '@nyaya/shared/rules/info';
import { usePersistentStore, walletMaskedStore } from '@nyaya/shared/stores';
import { Button } from '@nyaya/shared/ui/Button';
import { Card } from '@nyaya/shared/ui/Card';
import { useT } from '../../i18n';
import { QuickActions } from './QuickActions';
import { SummaryTiles } from './SummaryTiles';
import { TransactionList } from './TransactionList';

/** The spec's sample wallet (a balance that can be masked, the summary, the sample transactions), shown to a guest as an example. */
export function SampleWallet({ wallet }: { wallet: WalletData }) {
  const t = useT();
  const { balance, transactions } = wallet;
  const [masked, setMasked] = usePersistentStore(walletMaskedStore);
  const { income, expenses } = summarizeTransactions(transactions);

  return (
    <>
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
        <SummaryTiles income={income} expenses={expenses} labels={{ income: t('wallet.income'), expenses: t('wallet.expenses') }} />
      </Card>
      <QuickActions say={(action) => t(`wallet.comingSoon.${action}`)} />
      <TransactionList
        heading={t('wallet.recent')}
        items={transactions.map((transaction) => ({ transaction }))}
        empty={<p className="text-sm text-muted">{t('wallet.empty')}</p>}
      />
    </>
  );
}
