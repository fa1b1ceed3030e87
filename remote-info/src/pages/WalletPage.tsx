import { useAccount } from '@nyaya/shared/account';
import { useLoaderData } from '@nyaya/shared/router';
import { getWallet } from '@nyaya/shared/data/info';
import { AccountWallet } from '../account/AccountWallet';
import { ExampleNotice } from '../account/ExampleNotice';
import { SampleWallet } from '../components/wallet/SampleWallet';
import { UtilityScreen } from '../components/UtilityScreen';
import { useT } from '../i18n';

export const loader = () => getWallet();

/**
 * The wallet: a signed-in user's own payments and refunds; anyone else (a guest, or before the app
 * knows, as on the server's render) the spec's sample wallet under a notice that it is an example.
 */
export function WalletPage() {
  const t = useT();
  const wallet = useLoaderData<typeof loader>();
  const account = useAccount();
  return (
    <UtilityScreen title={t('wallet.title')}>
      {account.status === 'signed-in' ? (
        <AccountWallet key={account.account.id} />
      ) : (
        <>
          <ExampleNotice screen="wallet" />
          <SampleWallet wallet={wallet} />
        </>
      )}
    </UtilityScreen>
  );
}

export const Component = WalletPage;
