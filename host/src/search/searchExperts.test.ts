import { experts } from '@nyaya/shared/data/experts';
import type { PracticeArea } from '@nyaya/shared/types';
import { runSearch } from './searchRuntime';

/** The experts a home search lists, by name. */
async function expertsFound(query: string) {
  const groups = (await runSearch(query))!;
  return groups.find((group) => group.kind === 'expert')?.hits.map((hit) => hit.document.title) ?? [];
}

const practising = (area: PracticeArea) => experts.filter((expert) => expert.practiceAreas.includes(area)).map((expert) => expert.name);
const lawyers = (area: PracticeArea) =>
  experts.filter((expert) => expert.category === 'legal' && expert.practiceAreas.includes(area)).map((expert) => expert.name);
const legalNames = new Set(experts.filter((expert) => expert.category === 'legal').map((expert) => expert.name));

describe('home search finds experts by the problem typed', () => {
  it.each([
    ['tenant deposit lawyer', 'property'],
    ['property lawyer', 'property'],
    ['किरायेदार जमा वकील', 'property'],
    ['divorce lawyer', 'family'],
  ] as const)('“%s” lists the lawyers who practise %s, and only lawyers', async (query, area) => {
    const found = await expertsFound(query);
    expect(lawyers(area).length).toBeGreaterThan(0);
    for (const name of lawyers(area)) expect(found).toContain(name);
    for (const name of found) expect(legalNames.has(name), name).toBe(true);
  });

  it.each([
    ['tenant deposit', 'property'],
    ['property dispute', 'property'],
    ['संपत्ति विवाद', 'property'],
    ['divorce', 'family'],
    ['तलाक', 'family'],
    ['cheque bounce', 'civil'],
    ['चेक बाउंस', 'civil'],
  ] as const)('“%s” lists every expert who practises %s', async (query, area) => {
    const found = await expertsFound(query);
    for (const name of practising(area)) expect(found).toContain(name);
  });
}, 30_000);
