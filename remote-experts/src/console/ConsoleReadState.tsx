import { LoaderCircle, RotateCw } from 'lucide-react';
import type { ApiRead } from '@nyaya/shared/hooks/useApiRead';
import { Button } from '@nyaya/shared/ui/Button';
import { useT } from './i18n';

/** A console list before its first answer: loading, or why it could not be read with Try again. */
export function ConsoleReadState({ read, loading }: { read: ApiRead<unknown>; loading: string }) {
  const t = useT();
  if (read.status === 'loading') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted">
        <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" /> {loading}
      </p>
    );
  }
  return (
    <div role="alert" className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900">
      <p className="font-medium">{read.status === 'problem' ? (read.problem.detail ?? read.problem.title) : t('console.unreachable')}</p>
      <Button variant="outline" className="mt-3" onClick={read.retry}>
        <RotateCw aria-hidden="true" className="size-4" /> {t('console.retry')}
      </Button>
    </div>
  );
}
