import { FilterChips } from '@nyaya/shared/ui/FilterChips';

/**
 * FilterChips that show each option by its name in the page's language while the page keeps
 * the option's own value (the rules filter by 'Pending', 'Real Estate'…). The kit's chips show
 * what they are given, so they get the names and each name is mapped back to its value.
 */
export function TranslatedChips<T extends string>({
  label,
  options,
  value,
  onChange,
  counts,
  labelOf,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  counts?: Partial<Record<T, number>>;
  labelOf: (option: T) => string;
}) {
  const names = options.map((option) => labelOf(option));
  const valueOf = new Map(options.map((option, index) => [names[index] ?? option, option]));
  const namedCounts: Partial<Record<string, number>> = {};
  if (counts) options.forEach((option, index) => (namedCounts[names[index] ?? option] = counts[option]));
  return (
    <FilterChips
      label={label}
      options={names}
      value={labelOf(value)}
      onChange={(name) => onChange(valueOf.get(name) ?? value)}
      counts={counts ? namedCounts : undefined}
    />
  );
}
