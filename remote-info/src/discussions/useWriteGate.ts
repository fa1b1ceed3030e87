import { signInHref, useAccount } from '@nyaya/shared/account';
import { useLocation, useNavigate } from '@nyaya/shared/router';

/**
 * Writing needs an account: a guest is sent to sign in and brought back to this very address
 * (what they typed waits in the drafts store). `needsSignIn()` says whether to go now; `toSignIn()`
 * goes (also after the API answered 401).
 */
export function useWriteGate() {
  const account = useAccount();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return {
    isGuest: account.status === 'guest',
    needsSignIn: () => account.status === 'guest',
    toSignIn: () => navigate(signInHref(pathname + search)),
  };
}
