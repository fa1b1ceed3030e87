import { useNavigate } from '@nyaya/shared/router';

/**
 * Every back button (spec §1): one step back if this tab has history inside the app,
 * otherwise to `fallback` (home). React Router keeps the history index in history.state.idx.
 */
export function useGoBack(fallback = '/') {
  const navigate = useNavigate();
  return () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (index > 0) navigate(-1);
    else navigate(fallback);
  };
}
