/**
 * The expert list's filters (practice area, city, language, fee range) and sort (fee either way,
 * experience), read from and written to the URL's search params so a filtered list can be shared
 * and survives a reload. The params come from the URL, so anything may arrive: an unknown area,
 * fee range or sort is ignored; a city or language is kept as plain text (matched without regard
 * to case) so a shared link that matches no one says so rather than silently showing everyone.
 */
import type { Expert, PracticeArea } from '../../types';
import { practiceAreaIds } from './practiceArea';

export type ExpertSort = 'fee-asc' | 'fee-desc' | 'experience';
export const expertSorts: readonly ExpertSort[] = ['fee-asc', 'fee-desc', 'experience'];

/** Fee ranges in rupees per consultation, both ends included (the sample fees span ₹400–₹2,000). */
export const feeRanges = [
  { id: 'upto-500', min: 0, max: 500 },
  { id: '501-1000', min: 501, max: 1000 },
  { id: '1001-1500', min: 1001, max: 1500 },
  { id: 'above-1500', min: 1501, max: Number.POSITIVE_INFINITY },
] as const;
export type FeeRangeId = (typeof feeRanges)[number]['id'];

export interface ExpertFilters {
  area: PracticeArea | null;
  city: string | null;
  language: string | null;
  fee: FeeRangeId | null;
  sort: ExpertSort | null;
}

/** The URL's names for the filters (`category` is the spec's own and is left to the page). */
export const expertFilterParams = { area: 'area', city: 'city', language: 'lang', fee: 'fee', sort: 'sort' } as const satisfies Record<
  keyof ExpertFilters,
  string
>;

export const noExpertFilters: ExpertFilters = { area: null, city: null, language: null, fee: null, sort: null };

/** Longer than any city or language name; a longer value is cut (it is only ever compared and shown). */
const MAX_TEXT = 60;

function known<T extends string>(choices: readonly T[], value: string | null): T | null {
  const wanted = value?.trim().toLowerCase();
  return choices.find((choice) => choice === wanted) ?? null;
}

function text(value: string | null): string | null {
  const trimmed = value?.trim().slice(0, MAX_TEXT).trim();
  return trimmed ? trimmed : null;
}

/** The filters a URL's search params ask for. */
export function readExpertFilters(params: URLSearchParams): ExpertFilters {
  return {
    area: known(practiceAreaIds, params.get(expertFilterParams.area)),
    city: text(params.get(expertFilterParams.city)),
    language: text(params.get(expertFilterParams.language)),
    fee: known(
      feeRanges.map((range) => range.id),
      params.get(expertFilterParams.fee),
    ),
    sort: known(expertSorts, params.get(expertFilterParams.sort)),
  };
}

/** `params` with the filters written in (an unset one removed); every other param is kept. */
export function writeExpertFilters(params: URLSearchParams, filters: ExpertFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of Object.keys(expertFilterParams) as (keyof ExpertFilters)[]) {
    const value = filters[key];
    if (value) next.set(expertFilterParams[key], value);
    else next.delete(expertFilterParams[key]);
  }
  return next;
}

/** Whether any filter narrows the list (a sort only reorders it). */
export function hasExpertFilters(filters: ExpertFilters): boolean {
  return Boolean(filters.area || filters.city || filters.language || filters.fee);
}

/** The city of "New Delhi, Delhi" is "New Delhi"; a location without a state is its own city. */
export function expertCity(expert: Pick<Expert, 'location'>): string {
  return expert.location.split(',')[0]!.trim();
}

/** Years of practice from "12 years" (0 when the text names none). */
export function expertYears(expert: Pick<Expert, 'experience'>): number {
  const match = /\d+/.exec(expert.experience);
  return match ? Number(match[0]) : 0;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The experts who match every filter set, in the sort asked for (stable: ties keep the list's order). */
export function filterExperts<E extends Expert>(experts: readonly E[], filters: ExpertFilters): E[] {
  const range = feeRanges.find((candidate) => candidate.id === filters.fee);
  const matching = experts.filter(
    (expert) =>
      (!filters.area || expert.practiceAreas.includes(filters.area)) &&
      (!filters.city || same(expertCity(expert), filters.city)) &&
      (!filters.language || expert.languages.some((language) => same(language, filters.language!))) &&
      (!range || (expert.fee >= range.min && expert.fee <= range.max)),
  );
  switch (filters.sort) {
    case 'fee-asc':
      return matching.sort((a, b) => a.fee - b.fee);
    case 'fee-desc':
      return matching.sort((a, b) => b.fee - a.fee);
    case 'experience':
      return matching.sort((a, b) => expertYears(b) - expertYears(a));
    default:
      return matching;
  }
}

export interface ExpertFilterOptions {
  /** practice areas someone in the list practises, in the profiles' order */
  areas: PracticeArea[];
  /** cities and languages of the list, alphabetical */
  cities: string[];
  languages: string[];
}

const alphabetical = (values: Iterable<string>) => [...new Set(values)].sort((a, b) => a.localeCompare(b, 'en'));

/**
 * The choices each filter offers: taken from the experts listed, so every choice finds someone
 * (the data can grow without touching the screen). A value the URL asked for that is not among
 * them is offered too, so the control shows what is applied.
 */
export function expertFilterOptions(experts: readonly Expert[], applied: ExpertFilters = noExpertFilters): ExpertFilterOptions {
  const withApplied = (values: string[], value: string | null) => (value && !values.some((candidate) => same(candidate, value)) ? [...values, value] : values);
  const areas = new Set(experts.flatMap((expert) => expert.practiceAreas));
  return {
    areas: practiceAreaIds.filter((area) => areas.has(area) || area === applied.area),
    cities: withApplied(alphabetical(experts.map(expertCity)), applied.city),
    languages: withApplied(alphabetical(experts.flatMap((expert) => expert.languages)), applied.language),
  };
}

/** The option a URL's city or language names, spelt as the data spells it (the select's value). */
export function canonicalChoice(choices: readonly string[], value: string | null): string {
  if (!value) return '';
  return choices.find((choice) => same(choice, value)) ?? value;
}
