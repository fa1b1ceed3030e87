/**
 * The rules that return text a user reads, after the page switches to Hindi: they read the
 * language when called, so the same calls answer in Hindi, then in English again.
 */
import { changeLocale, defineTexts, translateText } from '@nyaya/shared/i18n';
import type { IntakeField } from '../types';
import { expertActionLabel, expertCountBanner, expertListTitle, expertStatusDisplay, findExpertCategory, practiceAreaLabels } from './experts';
import { activityLabel, discussionFilterLabel, distanceLabel, localAreaLabel, localEventFilterLabel, spaceFilterLabel } from './info';
import { actionFilterLabel, dueDateTone, priorityLabel } from './life';
import { providerSortLabel, providerSorts } from './marketplace/browsing';
import { assignedSpecializationLabel, autoAssignBudgetMessage, intakeFieldMessage, priceQuote, quoteLineLabel, trackingProgress } from './marketplace/purchase';
import { legalServices } from '../data/marketplace/services';

// Made-up form texts, so this test's Hindi never meets the real forms' translations.
defineTexts({
  name: 'rules-in-hindi-test',
  hi: () =>
    Promise.resolve({
      default: {
        'Test rent (₹)': 'परीक्षण किराया (₹)',
        'Enter the test rent.': 'परीक्षण किराया डालें।',
        'Test start date': 'परीक्षण शुरू होने की तारीख',
        'Test kind': 'परीक्षण का प्रकार',
        'Test code': 'परीक्षण कोड',
        'Enter a test code like AB12.': 'AB12 जैसा परीक्षण कोड डालें।',
      },
    }),
});

const rent: IntakeField = { name: 'rent', label: 'Test rent (₹)', type: 'amount', missing: 'Enter the test rent.' };
const start: IntakeField = { name: 'start', label: 'Test start date', type: 'date', missing: 'Choose the test start date.' };
const kind: IntakeField = { name: 'kind', label: 'Test kind', type: 'select', missing: 'Choose the test kind.', options: ['A', 'B'] };
const code: IntakeField = {
  name: 'code',
  label: 'Test code',
  type: 'text',
  missing: '',
  maxLength: 10,
  pattern: { regex: '^[A-Z]{2}\\d{2}$', message: 'Enter a test code like AB12.' },
};
const people: IntakeField = { name: 'people', label: 'Test people', type: 'count', missing: 'Enter the test people.', min: 1, max: 9 };
/** 23 Nov 2026, noon in India: dates are accepted from 23 Nov 2021 to 23 Nov 2031. */
const TODAY = new Date('2026-11-23T12:00:00+05:30');
const now = new Date('2025-06-10T12:00:00Z');
const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

beforeEach(() => changeLocale('hi'));
afterEach(() => changeLocale('en'));

describe('intake messages in Hindi', () => {
  it('translate the form’s own texts and put the field’s Hindi name where Hindi puts it', () => {
    expect(intakeFieldMessage(rent, '')).toBe('परीक्षण किराया डालें।');
    expect(intakeFieldMessage(rent, '0')).toBe('परीक्षण किराया के लिए रुपये में 0 से बड़ी रकम डालें।');
    expect(intakeFieldMessage(rent, '0.5')).toBe('परीक्षण किराया के लिए कम से कम ₹1 डालें।');
    expect(intakeFieldMessage(rent, '1e9')).toBe('परीक्षण किराया के लिए ज़्यादा से ज़्यादा ₹10,00,00,000 डालें।');
    expect(intakeFieldMessage(rent, '1.001')).toBe('परीक्षण किराया में दशमलव के बाद ज़्यादा से ज़्यादा 2 अंक (पैसे) हो सकते हैं।');
    expect(intakeFieldMessage(rent, '25000')).toBeNull();
  });

  it('give dates in Hindi', () => {
    expect(intakeFieldMessage(start, '2025-02-30', TODAY)).toBe('सही परीक्षण शुरू होने की तारीख डालें।');
    expect(intakeFieldMessage(start, '9999-12-31', TODAY)).toBe('परीक्षण शुरू होने की तारीख 23 नव॰ 2021 से 23 नव॰ 2031 के बीच होनी चाहिए।');
    const other: IntakeField = { ...kind, type: 'date' };
    expect(intakeFieldMessage(other, 'soon', TODAY)).toBe('सही तारीख डालें।');
    expect(intakeFieldMessage(other, '1900-01-01', TODAY)).toBe('23 नव॰ 2021 से 23 नव॰ 2031 के बीच की तारीख डालें।');
  });

  it('cover selects, formats, counts and lengths; an untranslated label keeps its capitals', () => {
    expect(intakeFieldMessage(kind, 'C')).toBe('परीक्षण का प्रकार के लिए दिए गए विकल्पों में से एक चुनें।');
    expect(intakeFieldMessage(code, 'xx')).toBe('AB12 जैसा परीक्षण कोड डालें।');
    expect(intakeFieldMessage(code, 'ab12')).toBeNull();
    expect(intakeFieldMessage(code, '...')).toBe('परीक्षण कोड डालें।');
    expect(intakeFieldMessage(code, 'A'.repeat(11))).toBe('परीक्षण कोड में ज़्यादा से ज़्यादा 10 अक्षर हो सकते हैं।');
    expect(intakeFieldMessage(people, '2.5')).toBe('Test people के लिए पूर्ण संख्या डालें।');
    expect(intakeFieldMessage(people, '10')).toBe('Test people के लिए 1 से 9 के बीच की संख्या डालें।');
    expect(intakeFieldMessage({ ...people, max: undefined }, '0')).toBe('Test people के लिए 1 या उससे बड़ी संख्या डालें।');
    expect(intakeFieldMessage({ ...code, pattern: undefined, label: 'PAN of the firm' }, '...')).toBe('PAN of the firm डालें।');
  });

  it('are English again with the page', async () => {
    await changeLocale('en');
    expect(intakeFieldMessage(rent, '0')).toBe('Test rent must be a positive number of rupees.');
    expect(intakeFieldMessage(kind, 'C')).toBe('Choose one of the options for test kind.');
    expect(intakeFieldMessage({ ...code, pattern: undefined }, '...')).toBe('Enter test code.');
  });
});

describe('marketplace rules in Hindi', () => {
  it('budget messages', () => {
    expect(autoAssignBudgetMessage('')).toBe('अपना अधिकतम बजट डालें।');
    expect(autoAssignBudgetMessage('abc')).toBe('बजट रुपये में संख्या के रूप में डालें, जैसे 1500।');
    expect(autoAssignBudgetMessage('-5')).toBe('बजट शून्य से कम नहीं हो सकता।');
    expect(autoAssignBudgetMessage('500')).toBe('बजट कम से कम ₹1,000 होना चाहिए।');
    expect(autoAssignBudgetMessage('1e12')).toBe('बजट ज़्यादा से ज़्यादा ₹10,00,00,000 हो सकता है।');
    expect(autoAssignBudgetMessage('1500.505')).toBe('बजट में दशमलव के बाद ज़्यादा से ज़्यादा 2 अंक (पैसे) हो सकते हैं।');
    expect(autoAssignBudgetMessage('1500')).toBeNull();
  });

  it('tracking progress', () => {
    const steps = (...statuses: ('completed' | 'active' | 'pending')[]) => statuses.map((status) => ({ status }));
    expect(trackingProgress(steps('completed', 'completed', 'active', 'pending')).text).toBe('4 में से 2 चरण पूरे हुए');
    expect(trackingProgress(steps('completed', 'completed')).text).toBe('ऑर्डर पूरा हो गया!');
  });

  it('sort labels, read when shown', () => {
    expect(providerSorts.map((sort) => sort.label)).toEqual(['सुझाए गए', 'सबसे सस्ते', 'सबसे तेज़', 'टॉप रेटेड']);
    expect(providerSortLabel('top-rated')).toBe('टॉप रेटेड');
  });

  it('price lines: the quote keeps English, the screen shows Hindi', () => {
    const rental = legalServices.find((item) => item.id === 'rental-agreement')!;
    const quote = priceQuote({ price: 799 }, rental, { state: 'Maharashtra', delivery: 'paper' });
    expect(quote.lines.map((line) => line.label)).toEqual(['Professional fee', 'GST (18%) on the fee', 'Stamp duty (Maharashtra)', 'Courier']);
    expect(quote.lines.map(quoteLineLabel)).toEqual(['प्रोफ़ेशनल फ़ीस', 'फ़ीस पर जीएसटी (18%)', `स्टाम्प ड्यूटी (${translateText('Maharashtra')})`, 'कूरियर']);
    expect(quoteLineLabel({ id: 'government', label: 'Government fees' })).toBe('सरकारी फ़ीस');
    expect(quoteLineLabel({ id: 'delivery', label: 'Digital delivery' })).toBe('डिजिटल डिलीवरी');
  });

  it('an assigned expert’s field', () => {
    expect(assignedSpecializationLabel('Property Law')).toBe('संपत्ति कानून');
    expect(assignedSpecializationLabel('General Practice')).toBe('सामान्य वकालत');
    expect(assignedSpecializationLabel('Space Law')).toBe('Space Law');
  });
});

describe('experts rules in Hindi', () => {
  it('titles, banners, statuses and practice areas', () => {
    const legal = findExpertCategory('legal')!;
    expect(legal).toEqual({ id: 'legal', title: 'कानूनी' });
    expect(expertListTitle({ id: 'legal', title: 'Legal' })).toBe('कानूनी विशेषज्ञ');
    expect(expertCountBanner(4, { id: 'finance', title: 'Finance' })).toBe('वित्त श्रेणी में 4 विशेषज्ञ दिखाए जा रहे हैं');
    expect(expertCountBanner(1, { id: 'peer', title: 'Peer' })).toBe('सहकर्मी श्रेणी में 1 विशेषज्ञ दिखाया जा रहा है');
    expect(expertCountBanner(15, null)).toBe('सभी श्रेणियों में 15 विशेषज्ञ दिखाए जा रहे हैं');
    expect(expertStatusDisplay('available')).toEqual({ label: 'अभी उपलब्ध', dot: 'green', action: 'Call' });
    expect(expertStatusDisplay('on-demand')).toEqual({ label: 'सिर्फ़ ऑन-डिमांड', dot: 'grey', action: 'Schedule' });
    expect(expertActionLabel('Call')).toBe('कॉल करें');
    expect(expertActionLabel('Schedule')).toBe('शेड्यूल करें');
    expect(practiceAreaLabels.property).toBe('संपत्ति');
    expect(practiceAreaLabels['intellectual-property']).toBe('बौद्धिक संपदा');
  });

  it('English again with the page', async () => {
    await changeLocale('en');
    expect(expertCountBanner(1, { id: 'peer', title: 'Peer' })).toBe('Showing 1 expert in Peer category');
    expect(expertStatusDisplay('available').label).toBe('Available Now');
    expect(expertActionLabel('Call')).toBe('Call');
  });
});

describe('information and life rules in Hindi', () => {
  it('activity, distances and the local area', () => {
    expect(activityLabel(ago(0), now)).toBe('अभी-अभी');
    expect(activityLabel(ago(5), now)).toBe('5 मिनट पहले');
    expect(activityLabel(ago(180), now)).toBe('3 घंटे पहले');
    expect(activityLabel(ago(60 * 24), now)).toBe('कल');
    expect(activityLabel(ago(60 * 24 * 3), now)).toBe('3 दिन पहले');
    expect(distanceLabel(2.4)).toBe('2.4\u00a0कि॰मी॰');
    expect(distanceLabel(Number.NaN)).toBe('');
    expect(localAreaLabel({ locality: 'Testganj', city: 'Testpur' })).toBe('Testganj, Testpur · 8\u00a0कि॰मी॰ के दायरे में');
  });

  it('filter chips', () => {
    expect(discussionFilterLabel('All')).toBe('सभी');
    expect(discussionFilterLabel('Politics')).toBe('राजनीति');
    expect(localEventFilterLabel('Health')).toBe('स्वास्थ्य');
    expect(spaceFilterLabel('Recent')).toBe('हाल के');
    expect(actionFilterLabel('Overdue')).toBe('समय-सीमा पार');
    expect(priorityLabel('High')).toBe('ज़्यादा');
  });

  it('due dates', () => {
    expect(dueDateTone('2026-01-05', '2026-01-05')).toEqual({ label: 'आज', tone: 'red' });
    expect(dueDateTone('2026-01-06', '2026-01-05')).toEqual({ label: 'कल', tone: 'orange' });
    expect(dueDateTone('2026-01-09', '2026-01-05')).toEqual({ label: '9 जन॰ 2026', tone: 'muted' });
    expect(dueDateTone('someday', '2026-01-05')).toEqual({ label: 'कोई अंतिम तारीख नहीं', tone: 'muted' });
  });

  it('English again with the page', async () => {
    await changeLocale('en');
    expect(activityLabel(ago(5), now)).toBe('5 min ago');
    expect(localAreaLabel({ locality: 'Testganj', city: 'Testpur' })).toBe('Testganj, Testpur · 8\u00a0km radius');
    expect(actionFilterLabel('Overdue')).toBe('Overdue');
    expect(dueDateTone('2026-01-09', '2026-01-05').label).toBe('9 Jan 2026');
  });
});
