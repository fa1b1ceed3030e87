import { FilterChips } from '@nyaya/shared/ui/FilterChips';

/**
 * Filter chips whose values are the rules' English options (what the filter compares) and whose
 * labels are in the page's language: the chips show `labelOf(option)` and report the option.
 */
export function TranslatedFilterChips<T extends string>({
  label,
  options,
  value,
  onChange,
  labelOf,
}: {
  label: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
  labelOf: (option: T) => string;
}) {
  const labels = options.map(labelOf);
  return (
    <FilterChips
      label={label}
      options={labels}
      value={labelOf(value)}
      onChange={(chosen) => {
        const option = options[labels.indexOf(chosen)];
        if (option !== undefined) onChange(option);
      }}
    />
  );
}
