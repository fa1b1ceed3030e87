import type { BudgetCovers } from '../pricing/useBudgetPricing';
import { translateText, useT } from '../i18n';

/**
 * What an Auto Assign budget pays for: the fee and its GST, and whatever else the offers' totals
 * charge (government fees, the remembered state's stamp duty, the courier), so nobody budgets for
 * the fee and meets a larger total at the checkout.
 */
export function BudgetCoversNote({ covers }: { covers: BudgetCovers }) {
  const t = useT();
  const parts = [t('autoAssign.covers.fee'), t('price.extra.gst')];
  if (covers.government) parts.push(t('price.extra.government'));
  if (covers.stampDutyState) parts.push(t('autoAssign.covers.stampDuty', { state: translateText(covers.stampDutyState) }));
  if (covers.courier) parts.push(t('price.extra.courier'));
  return (
    <>
      {t('autoAssign.covers', { parts: parts.join(' + ') })}
      {covers.stampDutyLater && ` ${t('autoAssign.covers.stampDutyLater')}`}
    </>
  );
}
