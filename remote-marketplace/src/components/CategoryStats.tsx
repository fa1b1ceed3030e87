/** Spec §9: the headline stats every category page shows. */
const stats = [
  { value: '500+', label: 'Experts' },
  { value: '24-hour', label: 'Delivery' },
  { value: '7-day', label: 'Completion' },
];

export function CategoryStats() {
  return (
    <dl aria-label="Highlights" className="grid grid-cols-3 gap-2">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse rounded-xl bg-brand-50 p-3 text-center">
          <dt className="text-xs text-muted">{stat.label}</dt>
          <dd className="text-base font-bold text-brand-800">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
