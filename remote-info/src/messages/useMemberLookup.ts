import { useEffect, useState } from 'react';
import { MEMBER_LOOKUP_MIN, type Member } from '@nyaya/shared/api';
import { privateApi, problemOf } from './privateApi';

export type Lookup = { status: 'idle' } | { status: 'looking' } | { status: 'ok'; members: Member[] } | { status: 'failed'; problem: string | null };

/** Members whose name contains what is typed (from two letters, a moment after the last key). */
export function useMemberLookup(name: string): Lookup {
  const [lookup, setLookup] = useState<Lookup>({ status: 'idle' });
  const query = name.trim();
  useEffect(() => {
    if (query.length < MEMBER_LOOKUP_MIN) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setLookup({ status: 'looking' });
      void privateApi.lookup(query, controller.signal).then((result) => {
        if (controller.signal.aborted) return;
        setLookup(result.kind === 'ok' ? { status: 'ok', members: result.data.members } : { status: 'failed', problem: problemOf(result) });
      });
    }, 300);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);
  return query.length < MEMBER_LOOKUP_MIN ? { status: 'idle' } : lookup;
}
