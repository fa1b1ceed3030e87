import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@nyaya/shared/router';
import { Sparkles } from 'lucide-react';
import { AUTO_ASSIGN_WITHIN, autoAssignTimelines } from '@nyaya/shared/data/marketplace/purchase';
import { formatINR } from '@nyaya/shared/format';
import {
  autoAssignBudgetMessage,
  autoAssignOffer,
  MAX_AUTO_ASSIGN_BUDGET,
  MIN_AUTO_ASSIGN_BUDGET,
  parseBudget,
} from '@nyaya/shared/rules/marketplace/purchase';
import type { CheckoutPurchase } from '@nyaya/shared/stores';
import type { AutoAssignTimeline, OfferListing } from '@nyaya/shared/types';
import { Button } from '@nyaya/shared/ui/Button';
import { Dialog } from '@nyaya/shared/ui/Dialog';
import { Field } from '@nyaya/shared/ui/form/Field';
import { TextInput } from '@nyaya/shared/ui/form/TextInput';
import { defineTexts } from '@nyaya/shared/i18n';
import { marketplaceDetailTexts } from '@nyaya/shared/data/marketplace/detailTexts';
import { translateText, useT } from '../i18n';
import { useBudgetPricing } from '../pricing/useBudgetPricing';
import { BudgetCoversNote } from './BudgetCoversNote';

/**
 * Auto Assign (spec §2, §5, §9): the user states a maximum budget (at least ₹1,000) and, if they
 * like, a timeline; we assign the best of `offers` whose all-in total (for the state and delivery
 * the user chose) is within the budget, and go to that provider's intake form, which carries the
 * budget on to the checkout: no order is placed without its details. When every offer costs more,
 * the dialog says so and assigns nothing.
 */
export function AutoAssignDialog({
  open,
  onOpenChange,
  serviceName,
  offers,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  serviceName: string;
  /** The offers Auto Assign may choose from: the service's (or subcategory's) providers. */
  offers: readonly OfferListing[];
}) {
  const t = useT();
  const navigate = useNavigate();
  const ids = useId();
  const [budgetText, setBudgetText] = useState('');
  // A number input reports letters as "" plus validity.badInput; keep that so we can say why.
  const [badInput, setBadInput] = useState(false);
  const [touched, setTouched] = useState(false);
  const [timeline, setTimeline] = useState<AutoAssignTimeline | undefined>(undefined);
  // Set when the last submit found no provider within the budget; cleared as the budget changes.
  const [overBudget, setOverBudget] = useState<{ budget: number; cheapestTotal: number | null } | null>(null);
  const { totalOf, covers } = useBudgetPricing(offers);

  // The timelines' words live with the purchase details' texts, which the browsing pages do not
  // download up front: fetched when the dialog first opens (it renders again when they arrive).
  useEffect(() => {
    if (open) defineTexts(marketplaceDetailTexts);
  }, [open]);

  // The kit's Dialog returns focus only to a Radix Trigger; this dialog is opened by the pages'
  // own buttons, so remember what had focus on opening and give it back on closing.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return;
    }
    const target = returnFocusTo.current;
    returnFocusTo.current = null;
    if (!target) return;
    const timer = setTimeout(() => {
      if (target.isConnected) target.focus();
    }, 0);
    return () => clearTimeout(timer);
  }, [open]);

  const message = badInput ? t('autoAssign.notANumber') : autoAssignBudgetMessage(budgetText);
  const showMessage = touched && message !== null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const budget = parseBudget(budgetText);
    if (message !== null || budget === null) {
      setTouched(true);
      return;
    }
    const result = autoAssignOffer(offers, budget, timeline, totalOf);
    if (result.kind === 'over-budget') {
      setOverBudget({ budget, cheapestTotal: result.cheapestTotal });
      return;
    }
    const { offer } = result;
    const autoAssign: NonNullable<CheckoutPurchase['autoAssign']> = { budget, ...(timeline ? { timeline } : {}) };
    onOpenChange(false);
    // The provider is chosen; its form asks the document's details, then goes on to the checkout.
    navigate(`/service/${encodeURIComponent(offer.serviceId)}/${encodeURIComponent(offer.providerId)}`, { state: { autoAssign } });
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('autoAssign.title', { service: serviceName })} description={t('autoAssign.description')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field
          id={`${ids}-budget`}
          label={
            <>
              {t('autoAssign.budget.label')} <span aria-hidden="true">*</span>
            </>
          }
          hint={t('autoAssign.budget.hint', { amount: formatINR(MIN_AUTO_ASSIGN_BUDGET) })}
          note={<BudgetCoversNote covers={covers} />}
          message={showMessage ? message : null}
          announce
        >
          <TextInput
            type="number"
            inputMode="decimal"
            min={MIN_AUTO_ASSIGN_BUDGET}
            max={MAX_AUTO_ASSIGN_BUDGET}
            step={0.01}
            required
            value={budgetText}
            onChange={(event) => {
              setBudgetText(event.target.value);
              setOverBudget(null);
              setBadInput(event.target.validity?.badInput ?? false);
              setTouched(true);
            }}
            onBlur={() => setTouched(true)}
            placeholder={t('autoAssign.budget.placeholder')}
          />
        </Field>

        <fieldset>
          <legend className="text-sm font-medium text-ink">{t('autoAssign.timeline.legend')}</legend>
          <div className="mt-2 flex flex-col gap-2">
            {autoAssignTimelines.map((option) => (
              <label
                key={option.id}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-line px-3 py-1 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
              >
                <input
                  type="radio"
                  name={`${ids}-timeline`}
                  value={option.id}
                  checked={timeline === option.id}
                  onChange={() => setTimeline(option.id)}
                  className="size-4 shrink-0 accent-brand-600"
                />
                <span className="text-sm">
                  <span className="font-medium text-ink">{translateText(option.label)}</span>{' '}
                  <span className="text-muted">({translateText(option.detail).toLowerCase()})</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <p className="flex items-start gap-2 rounded-xl bg-brand-50 p-3 text-sm text-brand-800">
          <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('autoAssign.aiNote', { time: translateText(AUTO_ASSIGN_WITHIN) })}
        </p>

        {overBudget && (
          <p role="alert" className="rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
            {t('autoAssign.overBudget', { service: serviceName, budget: formatINR(overBudget.budget) })}
            {overBudget.cheapestTotal !== null && ` ${t('autoAssign.lowestTotal', { total: formatINR(overBudget.cheapestTotal) })}`}
          </p>
        )}

        <Button type="submit" size="lg" disabled={message !== null}>
          {t('autoAssign.submit')}
        </Button>
      </form>
    </Dialog>
  );
}
