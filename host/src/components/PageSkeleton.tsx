import { useT } from '../i18n';

/** A quiet placeholder with the layout of a screen, so nothing jumps when the page arrives. */
export function PageSkeleton() {
  const t = useT();
  return (
    <div aria-busy="true" aria-label={t('skeleton.loading')} className="mx-auto w-full max-w-md px-4 pt-4">
      <div className="h-11 w-40 animate-pulse rounded-xl bg-gray-200" />
      <div className="mt-3 h-8 w-3/4 animate-pulse rounded-xl bg-gray-200" />
      <div className="mt-6 flex flex-col gap-3">
        {[0, 1, 2, 3].map((row) => (
          <div key={row} className="h-24 animate-pulse rounded-2xl bg-gray-200" />
        ))}
      </div>
    </div>
  );
}
