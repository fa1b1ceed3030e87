import { SYNCED_VALUE_MAX_BYTES } from '../../api/account';
import { expertCategories } from '../../data/experts';
import { lifeEventChoices, resources } from '../../data/life';
import { findLifeEventTemplate, lifeEventTemplates } from '../../data/life/eventTemplates';
import { categoryConfigs, isProviderServiceId } from '../../data/marketplace';
import planHindi from '../../data/life/planTexts.hi.json';
import hindi from '../../data/life/texts.hi.json';
import { indiaDay } from './calendarDay';
import { isActionItemEntry } from './ownActionItems';
import {
  LIFE_EVENT_TEMPLATE_IDS,
  deleteLifePlan,
  isLifePlanEntry,
  lifePlansToShow,
  nextPlanStatus,
  ownLifePlans,
  planLinkPath,
  previousPlanStatus,
  setPlanStatus,
  startLifePlan,
  type LifePlan,
  type LifePlanEntries,
} from './lifePlans';

const translations: Record<string, string> = { ...hindi, ...planHindi };
const english = (text: string) => text;
const toHindi = (text: string) => translations[text] ?? text;
const counter = () => {
  let n = 0;
  return () => `own-${++n}`;
};
const renting = findLifeEventTemplate('renting-a-home')!;
const plan = (date: string, status: LifePlan['status'] = 'Planning'): LifePlan => ({
  template: 'renting-a-home',
  status,
  startedOn: '2026-11-27',
  date,
  actionItemIds: ['own-1'],
});

describe('life event templates', () => {
  it('offers the seven life events of the issue, each with steps, resources and links', () => {
    expect(lifeEventTemplates.map((template) => template.id)).toEqual(LIFE_EVENT_TEMPLATE_IDS);
    expect(lifeEventTemplates.map(({ id, title }) => ({ id, title }))).toEqual(lifeEventChoices);
    for (const template of lifeEventTemplates) {
      expect(template.steps.length).toBeGreaterThan(0);
      expect(template.links.length).toBeGreaterThan(0);
      expect(template.steps.map((step) => step.dueInDays)).toContain(0);
      for (const id of template.resourceIds) expect(resources.some((resource) => resource.id === id)).toBe(true);
    }
  });

  // The marketplace's and experts' own data decide what these routes show; an id they do not know
  // would open the general list or "Category not found" instead of the help promised.
  it.each(lifeEventTemplates.flatMap((template) => template.links.map((link) => [template.id, link] as const)))('%s links to a real list: %o', (_id, link) => {
    const path = planLinkPath(link);
    if (link.kind === 'service-providers') {
      expect(isProviderServiceId(link.serviceId)).toBe(true);
      expect(path).toMatch(/^\/service-providers\/[a-z-]+$/);
    } else if (link.kind === 'category') {
      expect(Object.keys(categoryConfigs)).toContain(link.categoryId);
      expect(path).toMatch(/^\/providers\/[a-z]+$/);
    } else {
      expect(expertCategories.map((category) => category.id)).toContain(link.category);
      expect(path).toMatch(/^\/experts\?category=[a-z]+$/);
    }
  });

  it('sends renting to the rental agreement providers, buying to sale deeds, a business to incorporation, a will to will drafting', () => {
    const paths = (id: string) => findLifeEventTemplate(id)!.links.map(planLinkPath);
    expect(paths('renting-a-home')).toContain('/service-providers/rental-agreement');
    expect(paths('buying-a-home')).toContain('/providers/property');
    expect(categoryConfigs.property.subcategories.map((sub) => sub.id)).toEqual(expect.arrayContaining(['sale-deed', 'verification']));
    expect(paths('starting-a-business')).toContain('/service-providers/company-registration');
    expect(paths('writing-a-will')).toContain('/providers/personal');
    expect(categoryConfigs.personal.subcategories.map((sub) => sub.id)).toEqual(expect.arrayContaining(['will', 'marriage']));
    expect(paths('getting-married')).toContain('/providers/personal');
  });
});

describe('starting a plan', () => {
  it('makes one action item per step, due days after today in India', () => {
    // 23:00 IST on 30 Nov is still 30 Nov in India, whatever the browser's zone says.
    const today = indiaDay(Date.parse('2026-11-30T17:30:00Z'));
    expect(today).toBe('2026-11-30');
    const { plan: started, items } = startLifePlan(renting, today, english, counter());
    expect(Object.values(items).map((item) => [item.title, item.dueDate])).toEqual([
      ['Set a rent budget', '2026-11-30'],
      ['Visit flats and the area', '2026-12-07'],
      ['Get the rental agreement drafted', '2026-12-14'],
      ['Record the flat at move-in', '2026-12-21'],
    ]);
    expect(started).toEqual({
      template: 'renting-a-home',
      status: 'Planning',
      startedOn: '2026-11-30',
      date: '2026-12-21',
      actionItemIds: ['own-1', 'own-2', 'own-3', 'own-4'],
    });
    expect(isLifePlanEntry(started)).toBe(true);
    expect(indiaDay(Date.parse('2026-11-30T18:30:00Z'))).toBe('2026-12-01');
  });

  it('writes the items in the language given, and every template makes items the store accepts, in both', () => {
    const { items } = startLifePlan(renting, '2026-11-30', toHindi, counter());
    expect(Object.values(items)[0]?.title).toBe('किराये का बजट तय करें');
    for (const template of lifeEventTemplates) {
      for (const text of [english, toHindi]) {
        const started = startLifePlan(template, '2026-11-30', text, counter());
        for (const item of Object.values(started.items)) expect(isActionItemEntry(item)).toBe(true);
        expect(isLifePlanEntry(started.plan)).toBe(true);
      }
    }
  });
});

describe('plan status and the list', () => {
  it('moves Planning → Active → Done one step at a time, and back', () => {
    expect(nextPlanStatus('Planning')).toBe('Active');
    expect(nextPlanStatus('Active')).toBe('Done');
    expect(nextPlanStatus('Done')).toBeNull();
    expect(previousPlanStatus('Done')).toBe('Active');
    expect(previousPlanStatus('Planning')).toBeNull();
    const entries: LifePlanEntries = { p: plan('2026-12-21') };
    const active = setPlanStatus(entries, 'p', 'Active');
    expect(active.p).toMatchObject({ status: 'Active' });
    expect(setPlanStatus(entries, 'p', 'Done')).toBe(entries);
    expect(setPlanStatus(setPlanStatus(active, 'p', 'Done'), 'p', 'Active').p).toMatchObject({ status: 'Active' });
    expect(setPlanStatus(entries, 'missing', 'Active')).toBe(entries);
  });

  it('shows the samples until the user has a plan, and again after the last is deleted', () => {
    const samples = [{ id: 'le-1', title: 'Sample', status: 'Active' as const, date: '2026-12-15' }];
    expect(lifePlansToShow(samples, {})).toEqual({ plans: [], samples });
    const entries: LifePlanEntries = { b: plan('2027-01-01'), a: plan('2026-12-21'), 'bad id': plan('2026-01-01') };
    expect(lifePlansToShow(samples, entries).plans.map((shown) => shown.id)).toEqual(['a', 'b']);
    expect(lifePlansToShow(samples, entries).samples).toEqual([]);
    const now = Date.parse('2026-11-27T09:00:00Z');
    const deleted = deleteLifePlan(deleteLifePlan(entries, 'a', now), 'b', now);
    expect(deleted.a).toEqual({ deleted: true, deletedAt: '2026-11-27T09:00:00.000Z' });
    expect(ownLifePlans(deleted)).toEqual([]);
    expect(lifePlansToShow(samples, deleted).samples).toEqual(samples);
  });

  it('drops tombstones older than the tombstone age when deleting', () => {
    const now = Date.parse('2026-11-27T09:00:00Z');
    const entries: LifePlanEntries = { old: { deleted: true, deletedAt: '2025-01-01T00:00:00Z' }, p: plan('2026-12-21') };
    expect(Object.keys(deleteLifePlan(entries, 'p', now))).toEqual(['p']);
  });

  it('accepts only the shape this version writes', () => {
    expect(isLifePlanEntry(plan('2026-12-21'))).toBe(true);
    expect(isLifePlanEntry({ ...plan('2026-12-21'), template: 'skydiving' })).toBe(false);
    expect(isLifePlanEntry({ ...plan('2026-12-21'), status: 'Researching' })).toBe(false);
    expect(isLifePlanEntry({ ...plan('2026-12-21'), date: '2026-02-30' })).toBe(false);
    expect(isLifePlanEntry({ ...plan('2026-12-21'), extra: 1 })).toBe(false);
    expect(isLifePlanEntry({ ...plan('2026-12-21'), actionItemIds: ['has space'] })).toBe(false);
    expect(isLifePlanEntry({ deleted: true, deletedAt: 'yesterday' })).toBe(false);
  });

  it('keeps 50 plans well within what the account stores', () => {
    const entries = Object.fromEntries(
      Array.from({ length: 50 }, (_, i) => [
        `own-${'x'.repeat(20)}${i}`,
        { ...plan('2026-12-21'), actionItemIds: Array.from({ length: 5 }, () => `own-${'f'.repeat(18)}`) },
      ]),
    );
    expect(new TextEncoder().encode(JSON.stringify(entries)).length + 50 * 48).toBeLessThan(SYNCED_VALUE_MAX_BYTES);
  });
});
