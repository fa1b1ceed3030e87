import { useState } from 'react';
import { Link, useParams } from '@nyaya/shared/router';
import { SearchX } from 'lucide-react';
import { ConsoleOrderSchema, apiPaths, type ConsoleOrder } from '@nyaya/shared/api';
import { marketplaceDetailTexts } from '@nyaya/shared/data/marketplace/detailTexts';
import { useApiRead } from '@nyaya/shared/hooks/useApiRead';
import { defineTexts } from '@nyaya/shared/i18n';
import { isOrderNumber } from '@nyaya/shared/rules/marketplace/purchase/orderNumber';
import { buttonClasses } from '@nyaya/shared/ui/Button';
import { Card } from '@nyaya/shared/ui/Card';
import { PageHeader } from '@nyaya/shared/ui/PageHeader';
import { Screen } from '@nyaya/shared/ui/Screen';
import { LazyChatPanel } from '@nyaya/shared/chat';
import { ConsoleGate } from './ConsoleGate';
import { ConsoleDocuments } from './ConsoleDocuments';
import { ConsoleOrderDetails } from './ConsoleOrderDetails';
import { ConsoleReadState } from './ConsoleReadState';
import { ConsoleTimeline } from './ConsoleTimeline';
import { DraftPanel } from './DraftPanel';
import { StepAction } from './StepAction';
import { translateText, useT } from './i18n';

// Steps, form fields, states and timeframes are the marketplace's data texts: this chunk brings their Hindi.
defineTexts(marketplaceDetailTexts);

/** `/console/orders/:orderNumber`: one order assigned to the signed-in expert (ConsoleGate for anyone else). */
export function ConsoleOrderPage() {
  const t = useT();
  const { orderNumber = '' } = useParams();
  const crumbs = [{ label: t('console.title'), to: '/console' }, { label: t('order.crumb') }];
  return (
    <ConsoleGate title={t('order.crumb')} crumbs={crumbs}>
      {() => <OrderLoader key={orderNumber} orderNumber={orderNumber} />}
    </ConsoleGate>
  );
}

/**
 * The order from the API (404 for anyone but its assigned expert, and for a malformed number, which
 * is not asked for at all), then the page. After a step is completed the answer is the order as it
 * now stands, shown at once.
 */
function OrderLoader({ orderNumber }: { orderNumber: string }) {
  const t = useT();
  const read = useApiRead(isOrderNumber(orderNumber) ? apiPaths.consoleOrder(orderNumber) : null, ConsoleOrderSchema);
  const [changed, setChanged] = useState<ConsoleOrder | null>(null);
  const crumbs = [{ label: t('console.title'), to: '/console' }, { label: t('order.crumb') }];
  const order = changed ?? (read.data?.orderNumber === orderNumber ? read.data : undefined);

  if (order) {
    const stale = () => {
      setChanged(null);
      read.retry();
    };
    return <OrderScreen order={order} onChanged={setChanged} onStale={stale} />;
  }
  const notFound = read.status === 'idle' || (read.status === 'problem' && (read.httpStatus === 404 || read.httpStatus === 400));
  return (
    <Screen>
      <PageHeader title={notFound ? t('order.notFound.title') : t('order.crumb')} crumbs={crumbs} backTo="/console" />
      {read.status === 'loading' ? (
        <ConsoleReadState read={read} loading={t('order.loading', { order: orderNumber })} />
      ) : notFound ? (
        <Card className="flex flex-col items-center gap-3 text-center">
          <SearchX aria-hidden="true" className="size-10 text-muted" />
          <p className="text-sm text-ink">{t('order.notFound.text')}</p>
          <Link to="/console" className={buttonClasses('primary', 'lg', 'w-full')}>
            {t('order.back')}
          </Link>
        </Card>
      ) : (
        <ConsoleReadState read={read} loading={t('order.loading', { order: orderNumber })} />
      )}
    </Screen>
  );
}

function OrderScreen({ order, onChanged, onStale }: { order: ConsoleOrder; onChanged: (order: ConsoleOrder) => void; onStale: () => void }) {
  const t = useT();
  return (
    <Screen>
      <PageHeader
        title={translateText(order.serviceName)}
        subtitle={<span className="font-mono">{order.orderNumber}</span>}
        crumbs={[{ label: t('console.title'), to: '/console' }, { label: t('order.crumb') }]}
        backTo="/console"
      />
      <div className="flex flex-col gap-4">
        <StepAction order={order} onChanged={onChanged} onStale={onStale} />
        <ConsoleDocuments orderNumber={order.orderNumber} open={order.cancellation === null} />
        <DraftPanel order={order} onChanged={onChanged} onStale={onStale} />
        <section aria-labelledby="console-order-timeline">
          <Card>
            <h2 id="console-order-timeline" className="mb-3 font-semibold text-ink">
              {t('order.timeline')}
            </h2>
            <ConsoleTimeline steps={order.steps} />
          </Card>
        </section>
        <section aria-labelledby="console-order-chat">
          <Card>
            <h2 id="console-order-chat" className="mb-3 font-semibold text-ink">
              {t('order.chat')}
            </h2>
            {/* Loaded with the section, not the page: the console's first screen does not wait for the chat. */}
            <LazyChatPanel reference={order.orderNumber} />
          </Card>
        </section>
        <ConsoleOrderDetails order={order} />
        <Link to="/console" className={buttonClasses('outline', 'lg')}>
          {t('order.back')}
        </Link>
      </div>
    </Screen>
  );
}

export const Component = ConsoleOrderPage;
