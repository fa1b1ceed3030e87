import { Plus, ReceiptIndianRupee, Send, TrendingUp } from 'lucide-react';
import { toast } from '@nyaya/shared/ui/toast';
import { useT } from '../../i18n';

export type QuickAction = 'addMoney' | 'send' | 'payBills' | 'invest';

const actions = [
  { id: 'addMoney', label: 'wallet.action.addMoney', icon: Plus },
  { id: 'send', label: 'wallet.action.send', icon: Send },
  { id: 'payBills', label: 'wallet.action.payBills', icon: ReceiptIndianRupee },
  { id: 'invest', label: 'wallet.action.invest', icon: TrendingUp },
] as const;

/**
 * The wallet's four quick actions (spec: Add Money, Send, Pay Bills, Invest). None exists yet, so
 * each answers with what `say` returns for it, in a toast: a button that does nothing would not.
 */
export function QuickActions({ say }: { say: (action: QuickAction) => string }) {
  const t = useT();
  return (
    <section aria-labelledby="wallet-actions" className="mt-4">
      <h2 id="wallet-actions" className="sr-only">
        {t('wallet.quickActions')}
      </h2>
      <ul className="grid grid-cols-4 gap-2">
        {actions.map(({ id, label, icon: Icon }) => (
          <li key={id}>
            <button
              type="button"
              onClick={() => toast(say(id))}
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
  );
}
