import { apiPaths, OrderListSchema } from '@nyaya/shared/api';
import { formatIndiaDateTime, formatINR } from '@nyaya/shared/format';
import { Link } from '@nyaya/shared/router';
import { buttonClasses } from '@nyaya/shared/ui/Button';
import { translateText, useT } from './i18n';
import { ApiSection } from './ApiSection';
import { useApiRead } from '@nyaya/shared/hooks/useApiRead';

/** The orders this visitor's session placed, newest first (the API's order); each opens its tracking. */
export function MyOrders() {
  const t = useT();
  const read = useApiRead(apiPaths.orders, OrderListSchema);
  return (
    <ApiSection
      id="profile-my-orders"
      title={t('profile.orders.title')}
      read={read}
      isEmpty={(list) => list.orders.length === 0}
      empty={
        <>
          <p>{t('profile.orders.empty')}</p>
          <Link to="/marketplace" className={buttonClasses('secondary', 'sm', 'mt-3')}>
            {t('profile.browseMarketplace')}
          </Link>
        </>
      }
    >
      {(list) => (
        <ul className="divide-y divide-line overflow-hidden rounded-2xl border border-line bg-white">
          {list.orders.map((order) => (
            <li key={order.orderNumber}>
              <Link
                to={`/order-tracking?order=${encodeURIComponent(order.orderNumber)}`}
                className="flex min-h-14 flex-col justify-center px-4 py-2 hover:bg-gray-50"
              >
                <span className="flex items-baseline justify-between gap-2">
                  <span className="truncate text-sm font-medium text-ink">{translateText(order.serviceName)}</span>
                  <span className="shrink-0 text-sm font-semibold text-ink">{formatINR(order.quote.total)}</span>
                </span>
                <span className="truncate text-xs text-muted">
                  {order.providerName} · <span className="font-mono">{order.orderNumber}</span>
                </span>
                <span className="text-xs text-muted">{t('profile.orders.placed', { date: formatIndiaDateTime(order.createdAt) })}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </ApiSection>
  );
}
