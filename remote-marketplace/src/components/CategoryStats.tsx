import { useT } from '../i18n';

/** Spec §9: the headline stats every category page shows. */
export function CategoryStats() {
  const t = useT();
  const stats = [
    { id: 'experts', value: '500+', label: t('categoryStats.experts.label') },
    { id: 'delivery', value: t('categoryStats.delivery.value'), label: t('categoryStats.delivery.label') },
    { id: 'completion', value: t('categoryStats.completion.value'), label: t('categoryStats.completion.label') },
  ];
  return (
    <dl aria-label={t('categoryStats.label')} className="grid grid-cols-3 gap-2">
      {stats.map((stat) => (
        <div key={stat.id} className="flex flex-col-reverse rounded-xl bg-brand-50 p-3 text-center">
          <dt className="text-xs text-muted">{stat.label}</dt>
          <dd className="text-base font-bold text-brand-800">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
