import type { BookingView } from '@nyaya/shared/api';
import { formatINR } from '@nyaya/shared/format';
import { consultationRefund, FULL_REFUND_HOURS, HALF_REFUND_HOURS } from '@nyaya/shared/rules/consultation';
import { Button } from '@nyaya/shared/ui/Button';
import { Dialog } from '@nyaya/shared/ui/Dialog';
import { useT } from '../booking/i18n';

/**
 * "Cancel booking" asks first, saying what comes back if it is cancelled now (the refund rule at
 * the moment the dialog opened; the server refunds by the same rule at the moment it cancels).
 */
export function CancelBookingDialog({
  booking,
  at,
  open,
  onOpenChange,
  onConfirm,
}: {
  booking: BookingView;
  /** when "Cancel booking" was tapped (ms): what the refund would be then */
  at: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
}) {
  const t = useT();
  const paidPaise = Math.round(booking.total * 100);
  const refund = consultationRefund(paidPaise, Date.parse(booking.slotStart), at);
  const paid = formatINR(booking.total);
  const amount = formatINR(refund.amountPaise / 100);
  const text =
    refund.share === 'full'
      ? t('cancelDialog.full', { paid })
      : refund.share === 'half'
        ? t('cancelDialog.half', { amount, paid, hours: FULL_REFUND_HOURS })
        : t('cancelDialog.none', { hours: HALF_REFUND_HOURS });
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t('cancelDialog.title')} description={text}>
      <div className="flex flex-col gap-2">
        <Button variant="danger" onClick={onConfirm}>
          {t('cancelDialog.confirm')}
        </Button>
        <Button variant="outline" onClick={() => onOpenChange(false)}>
          {t('cancelDialog.keep')}
        </Button>
      </div>
    </Dialog>
  );
}
