import { formatINR } from '@nyaya/shared/format';
import { deliveryModes, type DeliveryMode } from '@nyaya/shared/rules/marketplace/purchase/priceQuote';
import type { LegalService } from '@nyaya/shared/types';
import { useT } from '../i18n';

/**
 * Digital copy (free) or a paper copy by courier (its fee), where the service can send paper; the
 * service detail's and the checkout's, both on the one remembered choice. Nothing where there is no
 * choice to make.
 */
export function DeliveryChoice({
  name,
  service,
  value,
  onChange,
}: {
  name: string;
  service: Pick<LegalService, 'paperCopy' | 'deliveryFee'>;
  value: DeliveryMode;
  onChange: (value: DeliveryMode) => void;
}) {
  const t = useT();
  const modes = deliveryModes(service);
  if (modes.length < 2) return null;
  return (
    <fieldset className="mt-6">
      <legend className="text-sm font-medium text-ink">{t('delivery.legend')}</legend>
      <div className="mt-2 flex flex-col gap-2">
        {modes.map((mode) => (
          <label
            key={mode}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-line px-3 py-1 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name={name}
              value={mode}
              checked={value === mode}
              onChange={() => onChange(mode)}
              className="size-4 shrink-0 accent-brand-600"
            />
            <span className="text-sm text-ink">
              {mode === 'digital' ? t('delivery.digital') : t('delivery.paper', { amount: formatINR(service.deliveryFee) })}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
