import { useId, useState } from 'react';
import { SlidersHorizontal } from 'lucide-react';
import type { Expert, PracticeArea } from '@nyaya/shared/types';
import { formatINR } from '@nyaya/shared/format';
import {
  canonicalChoice,
  expertFilterOptions,
  expertSorts,
  feeRanges,
  hasExpertFilters,
  practiceAreaLabels,
  type ExpertFilters,
  type ExpertSort,
  type FeeRangeId,
} from '@nyaya/shared/rules/experts';
import { Button } from '@nyaya/shared/ui/Button';
import { Field } from '@nyaya/shared/ui/form/Field';
import { NativeSelect } from '@nyaya/shared/ui/form/NativeSelect';
import { translateText, useT } from '../i18n';

/** A city's name in the page's language, from the translation of a location the data has ("New Delhi, Delhi"). */
function cityLabel(city: string, experts: readonly Expert[]): string {
  const location = experts.find((expert) => expert.location.split(',')[0]!.trim() === city)?.location;
  return location ? translateText(location).split(',')[0]!.trim() : city;
}

function feeRangeLabel(id: FeeRangeId, t: ReturnType<typeof useT>): string {
  const range = feeRanges.find((candidate) => candidate.id === id)!;
  if (range.min === 0) return t('filters.fee.upTo', { max: formatINR(range.max) });
  if (!Number.isFinite(range.max)) return t('filters.fee.above', { min: formatINR(range.min - 1) });
  return t('filters.fee.between', { min: formatINR(range.min), max: formatINR(range.max) });
}

const sortMessages: Record<ExpertSort, 'filters.sort.feeAsc' | 'filters.sort.feeDesc' | 'filters.sort.experience'> = {
  'fee-asc': 'filters.sort.feeAsc',
  'fee-desc': 'filters.sort.feeDesc',
  experience: 'filters.sort.experience',
};

/**
 * Filter and sort for the expert list: a button that shows or hides the controls (open from the
 * start when the URL already filters or sorts), the browser's own selects from the form kit, and
 * Clear filters. The choices come from the experts listed, so every one finds someone.
 */
export function ExpertFilterPanel({
  experts,
  filters,
  onChange,
  onClear,
}: {
  /** the experts of the category, before filtering: what the choices are taken from */
  experts: readonly Expert[];
  filters: ExpertFilters;
  onChange: (next: ExpertFilters) => void;
  onClear: () => void;
}) {
  const t = useT();
  const id = useId();
  const [open, setOpen] = useState(() => hasExpertFilters(filters) || filters.sort !== null);
  const options = expertFilterOptions(experts, filters);
  const active = [filters.area, filters.city, filters.language, filters.fee].filter(Boolean).length;
  const set = <K extends keyof ExpertFilters>(key: K, value: string) => onChange({ ...filters, [key]: value || null });

  return (
    <section aria-label={t('filters.label')} className="mt-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" size="sm" aria-expanded={open} aria-controls={`${id}-panel`} onClick={() => setOpen((value) => !value)}>
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          {t('filters.toggle')}
          {active > 0 && (
            <span className="rounded-full bg-brand-600 px-2 text-xs text-white">
              <span aria-hidden="true">{active}</span>
              <span className="sr-only">, {t('filters.activeCount', { count: active })}</span>
            </span>
          )}
        </Button>
        {active > 0 && (
          <Button variant="ghost" size="sm" onClick={onClear}>
            {t('filters.clear')}
          </Button>
        )}
      </div>
      <div id={`${id}-panel`} hidden={!open} className="mt-3 grid grid-cols-1 gap-3 rounded-2xl border border-line bg-white p-3 min-[22.5rem]:grid-cols-2">
        <Field id={`${id}-area`} label={t('filters.area')}>
          <NativeSelect value={filters.area ?? ''} onChange={(event) => set('area', event.target.value as PracticeArea)} placeholder={t('filters.any')}>
            {options.areas.map((area) => (
              <option key={area} value={area}>
                {practiceAreaLabels[area]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={`${id}-city`} label={t('filters.city')}>
          <NativeSelect
            value={canonicalChoice(options.cities, filters.city)}
            onChange={(event) => set('city', event.target.value)}
            placeholder={t('filters.any')}
          >
            {options.cities.map((city) => (
              <option key={city} value={city}>
                {cityLabel(city, experts)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={`${id}-language`} label={t('filters.language')}>
          <NativeSelect
            value={canonicalChoice(options.languages, filters.language)}
            onChange={(event) => set('language', event.target.value)}
            placeholder={t('filters.any')}
          >
            {options.languages.map((language) => (
              <option key={language} value={language}>
                {translateText(language)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={`${id}-fee`} label={t('filters.fee')}>
          <NativeSelect value={filters.fee ?? ''} onChange={(event) => set('fee', event.target.value)} placeholder={t('filters.any')}>
            {feeRanges.map((range) => (
              <option key={range.id} value={range.id}>
                {feeRangeLabel(range.id, t)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={`${id}-sort`} label={t('filters.sort')} className="min-[22.5rem]:col-span-2">
          <NativeSelect value={filters.sort ?? ''} onChange={(event) => set('sort', event.target.value)}>
            <option value="">{t('filters.sort.listed')}</option>
            {expertSorts.map((sort) => (
              <option key={sort} value={sort}>
                {t(sortMessages[sort])}
              </option>
            ))}
          </NativeSelect>
        </Field>
      </div>
    </section>
  );
}
