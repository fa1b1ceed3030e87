import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useNavigation } from '@nyaya/shared/router';
import { accountState, subscribeAccount } from '@nyaya/shared/account';
import { useT } from '../i18n';

// The toast outlet (and the toast queue) download with the first toast, not with home.
const ToastOutlet = lazy(() => import('@nyaya/shared/ui/ToastOutlet').then((module) => ({ default: module.ToastOutlet })));
const TOAST_EVENT = 'nyaya:toast';
export const SYNCED_ACCOUNT_KEY = 'nyaya:sync:v1:account'; // = SYNCED_ACCOUNT_KEY in ../account/accountSync, checked by AppLayout.test

/**
 * The stores follow the account (../account/accountSync, its own chunk) once someone is signed in,
 * or when this device still holds an account's copies (to clear them if that session ended, or to
 * ask who is signed in on a screen that does not). A
 * guest's page never downloads that code.
 */
function followAccount() {
  const { status } = accountState();
  try {
    // Held copies, signed in or not yet known (a screen like /act never asks): accountSync finds out.
    if (status === 'signed-in' || localStorage.getItem(SYNCED_ACCOUNT_KEY))
      void import(/* webpackChunkName: "account-sync" */ '../account/accountSync').then((sync) => sync.followAccountSync());
  } catch {
    // No storage (so nothing of an account held here) and nobody signed in.
  }
}

/** Around every screen: a loading bar while an area or page downloads, and the toasts. */
export function AppLayout() {
  const t = useT();
  const navigation = useNavigation();
  const [toasting, setToasting] = useState(false);
  useEffect(() => {
    followAccount();
    return subscribeAccount(followAccount);
  }, []);
  useEffect(() => {
    const start = () => setToasting(true);
    window.addEventListener(TOAST_EVENT, start, { once: true });
    return () => window.removeEventListener(TOAST_EVENT, start);
  }, []);
  return (
    <>
      {navigation.state === 'loading' && (
        <div role="progressbar" aria-label={t('layout.loadingPage')} className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-brand-600" />
      )}
      <Outlet />
      {toasting && (
        <Suspense fallback={null}>
          <ToastOutlet />
        </Suspense>
      )}
      <ScrollRestoration />
    </>
  );
}
