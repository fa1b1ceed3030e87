import { lazy, Suspense, useState } from 'react';
import { MembershipButton } from './MembershipButton';
import type { Joinable } from './useMembership';

// Radix's dialog is fetched only when a member of a private space first taps Joined.
const LeavePrivateDialog = lazy(() => import(/* webpackChunkName: "space-leave-dialog" */ './LeavePrivateDialog'));

/**
 * Join / Leave with the one question that matters: leaving a private space asks first, because
 * coming back needs its admin's approval. A public space is left in one tap: the same button
 * then says Join, and one tap joins again with nothing lost, so a question would only slow down
 * every leave (the toast says it was left).
 */
export function MembershipControl({ space, name, busy, onChange }: { space: Joinable; name: string; busy: boolean; onChange: (on: boolean) => void }) {
  const [asking, setAsking] = useState(false);
  const change = (on: boolean) => {
    if (!on && space.type === 'Private' && space.mine === 'member') setAsking(true);
    else onChange(on);
  };
  return (
    <>
      <MembershipButton space={space} name={name} busy={busy} onChange={change} />
      {asking && (
        <Suspense fallback={null}>
          <LeavePrivateDialog
            name={name}
            onLeave={() => {
              setAsking(false);
              onChange(false);
            }}
            onStay={() => setAsking(false)}
          />
        </Suspense>
      )}
    </>
  );
}
