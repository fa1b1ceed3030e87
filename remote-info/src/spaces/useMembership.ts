import { useState } from 'react';
import type { SpaceDetail } from '@nyaya/shared/api';
import { toast } from '@nyaya/shared/ui/toast';
import { useWriteGate } from '../discussions/useWriteGate';
import { spaceText } from './spaceText';
import { useT } from './i18n';
import { spaceApi } from './spaceApi';

export interface Joinable {
  id: string;
  name: string;
  type: 'Public' | 'Private';
  mine: 'member' | 'pending' | null;
}

/**
 * Joining, leaving, asking and withdrawing (issue 26): a guest is sent to sign in and brought back
 * to this address; a member's change answers with the space as the server now has it (its count
 * included), said in a toast, as is a refusal (the rate limit's words, say).
 */
export function useMembership() {
  const t = useT();
  const gate = useWriteGate();
  const [busy, setBusy] = useState<string | null>(null);

  async function change(space: Joinable, on: boolean): Promise<SpaceDetail | null> {
    if (gate.needsSignIn()) {
      gate.toSignIn();
      return null;
    }
    setBusy(space.id);
    const result = await spaceApi.membership(space.id, on);
    setBusy(null);
    const name = spaceText(space.id, space.name);
    if (result.kind === 'ok') {
      const asked = space.type === 'Private' && space.mine !== 'member';
      if (on) toast(asked ? t('join.toast.asked', { name }) : t('join.toast.joined', { name }));
      else toast(space.mine === 'pending' ? t('join.toast.withdrawn', { name }) : t('join.toast.left', { name }));
      return result.data;
    }
    if (result.kind === 'problem' && result.status === 401) gate.toSignIn();
    else toast(result.kind === 'problem' ? (result.problem.detail ?? result.problem.title) : t('join.unreachable'));
    return null;
  }

  return { busy, change, isGuest: gate.isGuest };
}
