import { Navigate, useSearchParams } from '@nyaya/shared/router';
import { useAccount } from '@nyaya/shared/account';
import { ChatScreen } from '@nyaya/shared/chat/ChatScreen';
import { isBookingReference } from '@nyaya/shared/rules/consultation';
import { useT } from '../console/i18n';

/**
 * `/consultation-chat?booking=BKG…`: a consultation's conversation (issue 25), for its client
 * (Start Chat on the booking's confirmation and on the profile) and its expert (the console). The
 * API decides who may read it; the way back is the console for an expert, the profile for anyone
 * else. Anything that is not a booking reference goes to the profile, where consultations are.
 */
export function ConsultationChatPage() {
  const t = useT();
  const [params] = useSearchParams();
  const account = useAccount();
  const reference = params.get('booking') ?? '';
  if (!isBookingReference(reference)) return <Navigate to="/profile" replace />;
  const expert = account.status === 'signed-in' && account.account.role === 'expert';
  const back = expert ? { label: t('console.title'), to: '/console' } : { label: t('chat.profile'), to: '/profile' };
  return <ChatScreen key={reference} reference={reference} crumbs={[back]} backTo={back.to} />;
}

export const Component = ConsultationChatPage;
