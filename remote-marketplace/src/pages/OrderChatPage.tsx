import { Navigate, useSearchParams } from '@nyaya/shared/router';
import { ChatScreen } from '@nyaya/shared/chat/ChatScreen';
import { isOrderNumber } from '@nyaya/shared/rules/marketplace/purchase/orderNumber';
import { useT } from '../i18n';

/**
 * `/order-chat?order=ORD…`: the order's conversation with its expert (issue 25), reached from Chat
 * with Expert on the confirmation and tracking pages. Who may read it is the API's to say (the
 * order's owner and its assigned expert); anything that is not an order number goes to the
 * confirmation, as tracking does.
 */
export function OrderChatPage() {
  const t = useT();
  const [params] = useSearchParams();
  const orderNumber = params.get('order') ?? '';
  if (!isOrderNumber(orderNumber)) return <Navigate to="/order-confirmation" replace />;
  const tracking = `/order-tracking?order=${encodeURIComponent(orderNumber)}`;
  return (
    <ChatScreen
      key={orderNumber}
      reference={orderNumber}
      title={t('chatWithExpert')}
      crumbs={[
        { label: t('crumbs.marketplace'), to: '/marketplace' },
        { label: t('tracking.title'), to: tracking },
      ]}
      backTo={tracking}
    />
  );
}

export const Component = OrderChatPage;
