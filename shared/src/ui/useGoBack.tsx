import { useNavigate } from '@nyaya/shared/router';

/** The one part of the Navigation API used here (TypeScript's DOM library does not declare it yet). */
interface NavigationHistory {
  canGoBack?: boolean;
}

/**
 * Whether this tab has an earlier page of the app to go back to. The Navigation API knows, across
 * full page loads (a typed URL, a reload) as long as the earlier entry is on this origin. Where it
 * is missing (Firefox, older Safari) React Router's history index is the best there is: it counts
 * only the entries this document pushed, so after a full load it says "no history".
 */
export function hasHistoryToGoBack(): boolean {
  if (typeof window === 'undefined') return false;
  const navigation = (window as { navigation?: NavigationHistory }).navigation;
  if (typeof navigation?.canGoBack === 'boolean') return navigation.canGoBack;
  const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  return index > 0;
}

/**
 * Every back button (spec §1): one step back if this tab has history, otherwise to `fallback`
 * (home unless a screen says otherwise). Reads the history on click, never while rendering, so
 * it is safe in server-rendered screens.
 */
export function useGoBack(fallback = '/') {
  const navigate = useNavigate();
  return () => {
    if (hasHistoryToGoBack()) navigate(-1);
    else navigate(fallback);
  };
}
