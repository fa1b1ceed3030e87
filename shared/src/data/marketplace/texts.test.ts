/**
 * The marketplace's Hindi (`texts.hi.json`) covers every text of its sample data a user reads, and
 * nothing else: each key is a text the data (or the price quote made from it) actually holds.
 * Names of providers and firms, ids, slugs, icons and the forms' filled-in samples are not texts
 * to translate.
 */
import { DELIVERY_MODES, priceQuote, STAMP_DUTY_STATES } from '../../rules/marketplace/purchase';
import { categoryConfigs, serviceProviders } from './browsing';
import { featuredServices, LIMITED_OFFER, marketplaceCategories } from './catalog';
import { CONSULTATION_LANGUAGES, INDIAN_STATES, intakeForms } from './intake';
import { offerListings } from './offers';
import { AUTO_ASSIGN_WITHIN, autoAssignTimelines, EXPERT_CONTACT_WITHIN, orderNextSteps, serviceOffers, trackingTimeline } from './purchase';
import { legalServices } from './services';
import { serviceContent } from './services/content';
import { readFileSync } from 'node:fs';
import browseJson from './browse.hi.json';
import detailsJson from './details.hi.json';
import catalogueJson from './texts.hi.json';
import { detailGroupOf, detailGroupTexts } from './details';

/** Each group of services' own details (details/<group>.hi.json), which their pages load with the shared ones. */
const groupFiles = Object.fromEntries(
  Object.keys(detailGroupTexts).map((group) => [
    group,
    JSON.parse(readFileSync(new URL(`./details/${group}.hi.json`, import.meta.url), 'utf8')) as Record<string, string>,
  ]),
);

/** The files, by the screens that load them (texts.ts): together, every text of the data. */
const files: Record<string, Record<string, string>> = {
  catalogue: catalogueJson,
  browse: browseJson,
  details: detailsJson,
  ...Object.fromEntries(Object.entries(groupFiles).map(([group, file]) => [`details/${group}`, file])),
};
const hindi: Record<string, string> = Object.assign({}, ...Object.values(files));

/** Fields whose string a user reads (on cards, detail pages, forms, the order pages). */
const TEXT_FIELDS = new Set([
  // services, offers and categories
  'title',
  'description',
  'serviceTitle',
  'serviceName',
  'category',
  'specialization',
  'timeframe',
  'deliveryTime',
  'priceText',
  'stats',
  'endsIn',
  // FAQs and price lines
  'question',
  'answer',
  'item',
  'label',
  // intake forms: headings, labels, hints and what is said when a field is empty or wrong
  'heading',
  'intro',
  'missing',
  'hint',
  'message',
  // Auto Assign's timelines
  'detail',
]);

/** Fields holding a list of texts a user reads. */
const TEXT_LIST_FIELDS = new Set(['services', 'whatIncluded', 'requirements', 'badges', 'features', 'options']);

/**
 * Never walked: a form's filled-in example (people's names and addresses, used by tests). Other
 * fields not listed above are skipped by construction: ids, slugs, `name` (a provider's name, or
 * an intake field's key), `providerName`, `companyName`, `logo`, `icon`, `image`, `gradient`,
 * `regex`, numbers and flags.
 */
const SKIPPED = new Set(['sample']);

function collect(value: unknown, into: Set<string>, key?: string): Set<string> {
  if (typeof value === 'string') {
    // An optional field's `missing` is empty: nothing is said, nothing to translate.
    if (key !== undefined && TEXT_FIELDS.has(key) && value.trim() !== '') into.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) {
      if (typeof item === 'string') {
        if (key !== undefined && TEXT_LIST_FIELDS.has(key)) into.add(item);
      } else collect(item, into);
    }
  } else if (value !== null && typeof value === 'object') {
    for (const [field, item] of Object.entries(value)) if (!SKIPPED.has(field)) collect(item, into, field);
  }
  return into;
}

/** The price lines a checkout shows for every offer, without a state and in each state with a known stamp duty, by each delivery. */
const quoteLines = offerListings.flatMap((offer) => {
  const service = legalServices.find((item) => item.id === offer.serviceId)!;
  return [undefined, ...STAMP_DUTY_STATES].flatMap((state) => DELIVERY_MODES.flatMap((delivery) => priceQuote(offer, service, { state, delivery }).lines));
});

const texts = collect(
  {
    featuredServices,
    marketplaceCategories,
    LIMITED_OFFER,
    legalServices,
    serviceContent,
    offerListings,
    serviceOffers,
    categoryConfigs,
    serviceProviders,
    intakeForms,
    autoAssignTimelines,
    orderNextSteps,
    trackingTimeline,
    quoteLines,
  },
  new Set<string>(),
);
// Subcategories' names (a `name` elsewhere is a provider or a field key), lists and durations.
for (const config of Object.values(categoryConfigs)) for (const subcategory of config.subcategories) texts.add(subcategory.name);
for (const text of [...INDIAN_STATES, ...CONSULTATION_LANGUAGES, AUTO_ASSIGN_WITHIN, EXPERT_CONTACT_WITHIN]) texts.add(text);

const providerNames = new Set(offerListings.map((offer) => offer.providerName));

/** Digit groups and rupee amounts ("₹40", "1,00,000", "18"), and the ™ and ® signs. */
const numbersIn = (text: string) => text.match(/₹?\d+(?:[,.]\d+)*|[™®]/g) ?? [];

describe('marketplace Hindi texts', () => {
  it('collects the texts of every part of the data', () => {
    for (const text of [
      'Rental Agreement',
      'Tell us the purpose',
      'Is the chat confidential?',
      'Landlord name',
      'Maharashtra',
      'Order Placed',
      'Stamp duty (Delhi)',
    ]) {
      expect(texts, text).toContain(text);
    }
    for (const name of providerNames) expect(texts, name).not.toContain(name);
  });

  it.each([...texts].sort())('has Hindi for "%s"', (text) => {
    const translated = hindi[text];
    expect(typeof translated === 'string' && translated.trim() !== '', text).toBe(true);
    // Devanagari, not the English left in place.
    expect(translated, text).toMatch(/[\u0900-\u097F]/);
    // Amounts, digits and signs stay exactly as in English.
    for (const token of numbersIn(text)) expect(translated, `${text}: ${token}`).toContain(token);
  });

  it('holds no stale entries: every key is a text of the data', () => {
    expect(Object.keys(hindi).filter((key) => !texts.has(key))).toEqual([]);
  });

  it("puts each text in one file, the first screen's in the catalogue file and the cards' in the browse file", () => {
    const keys = Object.values(files).flatMap((file) => Object.keys(file));
    expect(keys.length).toBe(new Set(keys).size);
    const allIn = (file: Record<string, string>, data: unknown) => [...collect(data, new Set())].filter((text) => !(text in file));
    expect(allIn(catalogueJson, { featuredServices, marketplaceCategories, LIMITED_OFFER, legalServices })).toEqual([]);
    expect(allIn({ ...catalogueJson, ...browseJson }, { categoryConfigs, serviceProviders, offerListings })).toEqual([]);
  });

  it.each(Object.keys(detailGroupOf))("%s: its page finds each of its texts in its group's file or the shared one", (id) => {
    const offers = offerListings.filter((offer) => offer.serviceId === id);
    const service = legalServices.find((item) => item.id === id)!;
    const quotes = offers.flatMap((offer) =>
      [undefined, ...STAMP_DUTY_STATES].flatMap((state) => DELIVERY_MODES.flatMap((delivery) => priceQuote(offer, service, { state, delivery }).lines)),
    );
    const shown = collect(
      { content: serviceContent[id as keyof typeof serviceContent], offers: serviceOffers.filter((offer) => offer.serviceId === id), service, quotes },
      new Set(),
    );
    const loaded = { ...detailsJson, ...groupFiles[detailGroupOf[id as keyof typeof detailGroupOf]], ...catalogueJson, ...browseJson } as Record<
      string,
      string
    >;
    expect([...shown].filter((text) => !(text in loaded))).toEqual([]);
  });

  it('does not translate the names of providers', () => {
    expect(Object.keys(hindi).filter((key) => providerNames.has(key))).toEqual([]);
  });
});
