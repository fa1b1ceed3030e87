import { Sparkles } from 'lucide-react';
import { formatMobile, type OrderView } from '@nyaya/shared/api';
import { intakeFormFor } from '@nyaya/shared/data/marketplace/intake';
import { formatINR } from '@nyaya/shared/format';
import { Badge } from '@nyaya/shared/ui/Badge';
import { Card } from '@nyaya/shared/ui/Card';
import { intakeRows, timelineText } from '@nyaya/shared/rules/marketplace/purchase/intakeRows';
import { knownRows, SummaryList } from './SummaryList';
import { translateText, useT } from '../i18n';
import { providerName } from './providerName';

/** What an order is, as the server keeps it: the number, what was bought, the answers, the contact. */
export function OrderSummaryCard({ order, title, headingId }: { order: OrderView; title: string; headingId: string }) {
  const t = useT();
  const rows = knownRows([
    [t('summary.orderNumber'), order.orderNumber],
    [t('summary.service'), translateText(order.serviceName)],
    [t('summary.provider'), providerName(order.providerName)],
    [t('summary.expectedDelivery'), translateText(order.estimatedDelivery)],
    [t('summary.budget'), order.budget === null ? undefined : formatINR(order.budget)],
    [t('summary.timeline'), timelineText(order.timeline)],
    [t('summary.state'), order.state && translateText(order.state)],
    ...intakeRows(intakeFormFor(order.serviceId), order.intake),
    [t('summary.contactName'), order.contact.name],
    [t('summary.mobile'), formatMobile(order.contact.mobile)],
    [t('summary.email'), order.contact.email],
  ]);
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id={headingId} className="text-sm font-semibold tracking-wide text-muted uppercase">
            {title}
          </h2>
          {order.autoAssigned && (
            <Badge tone="purple">
              <Sparkles aria-hidden="true" className="mr-1 size-3" /> {t('autoAssigned')}
            </Badge>
          )}
        </div>
        <div className="mt-3">
          <SummaryList rows={rows} />
        </div>
      </Card>
    </section>
  );
}
