import { accountPaths, WalletResponseSchema } from '@nyaya/shared/api';
import { useApiRead } from '@nyaya/shared/hooks/useApiRead';
import { defineTexts } from '@nyaya/shared/i18n';
import { marketplaceTexts } from '@nyaya/shared/data/marketplace/texts';
import { Card } from '@nyaya/shared/ui/Card';
import { useT as useInfoT } from '../i18n';
import { QuickActions } from '../components/wallet/QuickActions';
import { SummaryTiles } from '../components/wallet/SummaryTiles';
import { TransactionList } from '../components/wallet/TransactionList';
import { ApiStatus } from './ApiStatus';
import { StartHere } from './StartHere';
import { walletItems, walletSummary } from './walletItems';
import { useT } from './i18n';

// A payment's title is the service's English name as the API sends it; its Hindi is in the
// marketplace's catalogue texts (service names, ~2 KB), fetched with this page in Hindi only.
defineTexts(marketplaceTexts);

/**
 * A signed-in user's wallet: their real payments and refunds (orders and consultations) from the
 * API, summed here. Nyaya holds no money, so no balance is claimed, and the quick actions say they
 * are not available rather than pretend.
 */
export function AccountWallet() {
  const t = useT();
  const tInfo = useInfoT();
  const read = useApiRead(accountPaths.wallet, WalletResponseSchema);
  const entries = read.status === 'ok' ? read.data.transactions : [];
  const { income, expenses } = walletSummary(entries);

  return (
    <>
      <Card className="bg-gradient-to-br from-brand-600 to-brand-800 text-white">
        <h2 className="text-sm font-medium text-brand-100">{t('wallet.payments')}</h2>
        <p className="mt-1 text-sm">{t('wallet.noBalance')}</p>
        {read.status === 'ok' && <SummaryTiles income={income} expenses={expenses} labels={{ income: t('wallet.refunded'), expenses: t('wallet.paid') }} />}
      </Card>
      <QuickActions say={(action) => t(`wallet.notYet.${action}`)} />
      {read.status === 'ok' ? (
        <TransactionList
          heading={tInfo('wallet.recent')}
          items={walletItems(entries)}
          empty={
            <StartHere title={t('wallet.empty.title')} to="/marketplace" action={t('wallet.empty.action')}>
              {t('wallet.empty.body')}
            </StartHere>
          }
        />
      ) : (
        <section aria-label={tInfo('wallet.recent')} aria-busy={read.status === 'loading'} className="mt-4">
          <ApiStatus read={read} />
        </section>
      )}
    </>
  );
}
