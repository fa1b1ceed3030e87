import { Link } from '@nyaya/shared/router';
import { formatINR } from '@nyaya/shared/format';
import { deliveryModes, type DeliveryMode } from '@nyaya/shared/rules/marketplace/purchase';
import type { LegalService } from '@nyaya/shared/types';
import { buttonClasses } from '@nyaya/shared/ui/Button';
import { useT } from '../i18n';

/**
 * The checkout's word when the total, for the state and delivery chosen, is over the Auto Assign
 * budget: Pay is held, and the ways out are named (a digital copy where a paper one was chosen, or
 * another provider from the service's category, where Auto Assign can be asked again).
 */
export function OverBudgetNotice({
  id,
  total,
  budget,
  service,
  delivery,
}: {
  id: string;
  total: number;
  budget: number;
  service: Pick<LegalService, 'categoryId' | 'paperCopy'>;
  delivery: DeliveryMode;
}) {
  const t = useT();
  const digitalOffered = delivery === 'paper' && deliveryModes(service).includes('digital');
  return (
    <div id={id} role="alert" className="mt-3 rounded-xl bg-red-50 p-3 text-sm text-red-800">
      <p className="font-medium">{t('checkout.overBudget', { total: formatINR(total), budget: formatINR(budget) })}</p>
      {digitalOffered && <p className="mt-1">{t('checkout.overBudget.digital')}</p>}
      <Link to={`/providers/${encodeURIComponent(service.categoryId)}`} className={buttonClasses('outline', 'md', 'mt-2')}>
        {t('checkout.overBudget.back')}
      </Link>
    </div>
  );
}
