import { formatMobile, type ConsoleOrder } from '@nyaya/shared/api';
import { intakeFormFor } from '@nyaya/shared/data/marketplace/intake';
import { formatIndiaDateTime } from '@nyaya/shared/format';
import { intakeRows, type SummaryRow } from '@nyaya/shared/rules/marketplace/purchase/intakeRows';
import { Card } from '@nyaya/shared/ui/Card';
import { translateText, useT } from './i18n';

function Rows({ rows }: { rows: SummaryRow[] }) {
  return (
    <dl className="flex flex-col gap-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="flex justify-between gap-3">
          <dt className="shrink-0 text-muted">{label}</dt>
          <dd className="min-w-0 text-right font-medium break-words text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const known = (rows: [string, string | null | undefined][]): SummaryRow[] => rows.filter((row): row is SummaryRow => Boolean(row[1]));

/** The order as the expert needs it: what was bought, from whom, the client and their answers to the service's form. */
export function ConsoleOrderDetails({ order }: { order: ConsoleOrder }) {
  const t = useT();
  const intake = intakeRows(intakeFormFor(order.serviceId), order.intake);
  return (
    <>
      <section aria-labelledby="console-order-details">
        <Card>
          <h2 id="console-order-details" className="mb-3 font-semibold text-ink">
            {t('order.details')}
          </h2>
          <Rows
            rows={known([
              [t('order.number'), order.orderNumber],
              [t('order.provider'), order.providerName],
              [t('order.placed'), t('order.step.time', { time: formatIndiaDateTime(order.createdAt) })],
              [t('order.state'), order.state && translateText(order.state)],
              [t('order.estimatedDelivery'), translateText(order.estimatedDelivery)],
            ])}
          />
        </Card>
      </section>
      <section aria-labelledby="console-order-client">
        <Card>
          <h2 id="console-order-client" className="mb-3 font-semibold text-ink">
            {t('order.client')}
          </h2>
          <Rows
            rows={known([
              [t('order.clientName'), order.client.name],
              [t('order.clientMobile'), order.client.mobile && formatMobile(order.client.mobile)],
              [t('order.clientEmail'), order.client.email],
            ])}
          />
        </Card>
      </section>
      <section aria-labelledby="console-order-intake">
        <Card>
          <h2 id="console-order-intake" className="mb-3 font-semibold text-ink">
            {t('order.intake')}
          </h2>
          {intake.length > 0 ? <Rows rows={intake} /> : <p className="text-sm text-muted">{t('order.intake.none')}</p>}
        </Card>
      </section>
    </>
  );
}
