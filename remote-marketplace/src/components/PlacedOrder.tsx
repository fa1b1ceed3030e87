import { Link } from '@nyaya/shared/router';
import { CheckCircle2 } from 'lucide-react';
import { Button, buttonClasses } from '@nyaya/shared/ui/Button';
import { Card } from '@nyaya/shared/ui/Card';
import { useT } from '../i18n';
import { Emphasis } from './Emphasis';

/** A purchase already placed: its order number, a link to it, and "Place another order" (a new key). */
export function PlacedOrder({ orderNumber, onPlaceAnother }: { orderNumber: string; onPlaceAnother: () => void }) {
  const t = useT();
  return (
    <section aria-labelledby="placed-heading" className="mt-6">
      <Card className="bg-green-50">
        <h2 id="placed-heading" className="flex items-center gap-2 text-lg font-semibold text-green-900">
          <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-green-700" /> {t('checkout.placed.heading')}
        </h2>
        <p className="mt-1 text-sm text-green-900">
          <Emphasis
            text={t('checkout.placed.text', { orderNumber })}
            part={orderNumber}
            wrap={(part) => <span className="font-mono font-semibold">{part}</span>}
          />{' '}
          {t('checkout.placed.never')}
        </p>
        <div className="mt-3 flex flex-col gap-2">
          <Link to={`/order-confirmation?order=${encodeURIComponent(orderNumber)}`} className={buttonClasses('primary', 'lg')}>
            {t('checkout.placed.view', { orderNumber })}
          </Link>
          <Button variant="outline" size="lg" onClick={onPlaceAnother}>
            {t('checkout.placed.another')}
          </Button>
        </div>
      </Card>
    </section>
  );
}
