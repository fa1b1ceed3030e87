import lifeHindi from './texts.hi.json';
import actionHindi from './actionTexts.hi.json';
import planHindi from './planTexts.hi.json';
import { lifeEventTemplates } from './eventTemplates';
import { actionItemsFor, goals, lifeEventChoices, lifeEvents, resourceCategories, resources, weeklyActivity } from '.';

// The action items' Hindi is a file of its own (/act's), the rest of the screens' another.
const translations: Record<string, string> = { ...lifeHindi, ...actionHindi };

/** Every life-planning text a user reads, field by field (ids, dates, sizes and numbers are not text). */
const readTexts: [field: string, text: string][] = [
  ...lifeEvents.flatMap((event): [string, string][] => [
    ['lifeEvent.title', event.title],
    ['lifeEvent.status', event.status],
  ]),
  ...resources.flatMap((resource): [string, string][] => [
    ['resource.title', resource.title],
    ['resource.type', resource.type],
    ['resource.category', resource.category],
  ]),
  ...resourceCategories.map((category): [string, string] => ['resourceCategories', category]),
  ...goals.flatMap((goal): [string, string][] => [
    ['goal.title', goal.title],
    ['goal.category', goal.category],
  ]),
  ...weeklyActivity.map(({ day }): [string, string] => ['weeklyActivity.day', day]),
  ...actionItemsFor('2026-03-31').flatMap((item): [string, string][] => [
    ['actionItem.title', item.title],
    ['actionItem.category', item.category],
    ['actionItem.description', item.description],
  ]),
  ...lifeEventChoices.map((choice): [string, string] => ['lifeEventChoice.title', choice.title]),
];

/** The plans' texts (planTexts.hi.json, fetched with the templates): steps, links, the Done status. */
const planTexts: [field: string, text: string][] = [
  ...lifeEventTemplates.flatMap((template): [string, string][] => [
    ...template.steps.flatMap((step): [string, string][] => [
      ['template.step.title', step.title],
      ['template.step.description', step.description],
    ]),
    ...template.links.map((link): [string, string] => ['template.link', link.label]),
  ]),
  ['plan.status', 'Done'],
];

describe('life sample data in Hindi', () => {
  it.each(readTexts)('%s "%s" has its Hindi', (_field, text) => {
    expect(translations[text]?.trim()).toBeTruthy();
    expect(translations[text]).not.toBe(text);
  });

  it.each(planTexts)('plan %s "%s" has its Hindi', (_field, text) => {
    const plans: Record<string, string> = planHindi;
    expect(plans[text]?.trim()).toBeTruthy();
    expect(plans[text]).not.toBe(text);
  });

  it('translates no plan text that is not in the templates', () => {
    const known = new Set(planTexts.map(([, text]) => text));
    expect(Object.keys(planHindi).filter((english) => !known.has(english))).toEqual([]);
  });

  it('translates nothing that is not in the data', () => {
    const known = new Set(readTexts.map(([, text]) => text));
    expect(Object.keys(translations).filter((english) => !known.has(english))).toEqual([]);
  });
});
