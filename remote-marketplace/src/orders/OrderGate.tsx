import type { ReactNode } from 'react';
import { Link } from '@nyaya/shared/router';
import { LoaderCircle, RotateCw, SearchX } from 'lucide-react';
import type { OrderView } from '@nyaya/shared/api';
import { isOrderNumber } from '@nyaya/shared/rules/marketplace/purchase';
import { Button, buttonClasses } from '@nyaya/shared/ui/Button';
import { PageHeader } from '@nyaya/shared/ui/PageHeader';
import { Screen } from '@nyaya/shared/ui/Screen';
import { useOrder } from './useOrder';
import { Emphasis } from '../components/Emphasis';
import { t, useT } from '../i18n';

const crumbs = (label: string) => [{ label: t('crumbs.marketplace'), to: '/marketplace' }, { label }];

/**
 * An order page's frame: loads the order and shows it through `children`, or says plainly what
 * happened: still loading, no such order for this browser, or the API could not be reached (with a
 * Retry that asks again).
 */
export function OrderGate({
  orderNumber,
  crumb,
  live = false,
  children,
}: {
  orderNumber: string;
  crumb: string;
  /** Follow the order while the page is open (tracking: the expert moves it on). */
  live?: boolean;
  /** The order, and `refresh` to ask for it again (a write was refused because it had moved on). */
  children: (order: OrderView, refresh: () => void) => ReactNode;
}) {
  useT();
  const { load, retry } = useOrder(orderNumber, { live });
  // Only a well-formed number is repeated back; anything else in the URL is not echoed.
  const shown = isOrderNumber(orderNumber) ? orderNumber : null;

  if (load.kind === 'ok') return children(load.order, retry);

  if (load.kind === 'loading') {
    return (
      <Screen>
        <PageHeader title={t('orderGate.loading.title')} crumbs={crumbs(crumb)} />
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" /> {t('orderGate.loading.text', { order: shown ?? '' })}
        </p>
      </Screen>
    );
  }

  if (load.kind === 'not-found') {
    return (
      <Screen>
        <PageHeader title={t('orderGate.notFound.title')} backTo="/marketplace" crumbs={crumbs(t('orderGate.notFound.title'))} />
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-line bg-white p-5 text-center">
          <SearchX aria-hidden="true" className="size-10 text-muted" />
          <p className="text-sm text-ink">
            {shown ? (
              <Emphasis
                text={t('orderGate.notFound.order', { order: shown })}
                part={shown}
                wrap={(part) => <span className="font-mono font-semibold">{part}</span>}
              />
            ) : (
              t('orderGate.notFound.noOrder')
            )}{' '}
            {t('orderGate.notFound.thisBrowser')}
          </p>
          <div className="flex w-full flex-col gap-2">
            <Link to="/marketplace" className={buttonClasses('primary', 'lg')}>
              {t('orderGate.toMarketplace')}
            </Link>
          </div>
        </div>
      </Screen>
    );
  }

  return (
    <Screen>
      <PageHeader title={t('orderGate.failed.title')} crumbs={crumbs(crumb)} />
      <div role="alert" className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
        <p className="font-medium">{load.kind === 'unreachable' ? t('orderGate.failed.unreachable') : `${load.message} ${t('orderGate.failed.tryAgain')}`}</p>
        <Button variant="outline" className="mt-3" onClick={retry}>
          <RotateCw aria-hidden="true" className="size-4" /> {t('retry')}
        </Button>
      </div>
      <Link to="/marketplace" className={buttonClasses('ghost', 'md', 'mt-4')}>
        {t('orderGate.toMarketplace')}
      </Link>
    </Screen>
  );
}
