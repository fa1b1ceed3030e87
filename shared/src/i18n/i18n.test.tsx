import { afterEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import {
  activateLocale,
  changeLocale,
  currentLocale,
  defineCatalog,
  defineTexts,
  ensureCatalogs,
  startingLocale,
  startLocale,
  textsOf,
  translateText,
} from '@nyaya/shared/i18n';

const english = { greeting: 'Hello, {name}', items: '{count, plural, one {# item} other {# items}}' };
const hindi = { greeting: 'नमस्ते, {name}', items: '{count, plural, one {# चीज़} other {# चीज़ें}}' };
let hindiLoads = 0;
const { t, useT } = defineCatalog('test', english, {
  hi: () => {
    hindiLoads += 1;
    return Promise.resolve({ default: hindi });
  },
});
defineTexts({ name: 'test', hi: () => Promise.resolve({ default: { 'Rental Agreement': 'किराया अनुबंध' } }) });

function Greeting() {
  const translate = useT();
  return <p>{translate('greeting', { name: 'Asha' })}</p>;
}

afterEach(async () => {
  await changeLocale('en');
  document.cookie = 'nyaya-lang=; Max-Age=0; Path=/';
});

describe('i18n runtime', () => {
  it('speaks English until told otherwise, with placeholders and plurals', () => {
    expect(currentLocale()).toBe('en');
    expect(t('greeting', { name: 'Asha' })).toBe('Hello, Asha');
    expect(t('items', { count: 1 })).toBe('1 item');
    expect(t('items', { count: 3 })).toBe('3 items');
  });

  it('switches to Hindi once its catalogue is in, remembers it, and loads each catalogue once', async () => {
    await changeLocale('hi');
    expect(t('greeting', { name: 'Asha' })).toBe('नमस्ते, Asha');
    expect(t('items', { count: 3 })).toBe('3 चीज़ें');
    expect(document.documentElement.lang).toBe('hi');
    await changeLocale('en');
    expect(document.documentElement.lang).toBe('en-IN');
    await changeLocale('hi');
    expect(document.cookie).toContain('nyaya-lang=hi');
    expect(startingLocale()).toBe('hi');
    await changeLocale('en');
    await changeLocale('hi');
    expect(hindiLoads).toBe(1);
  });

  it('lets the last choice win when an earlier one is still downloading', async () => {
    let arrive = () => undefined as void;
    defineCatalog('slow', { hello: 'Hello' }, { hi: () => new Promise((resolve) => (arrive = () => resolve({ default: { hello: 'नमस्ते' } }))) });
    const hindi = changeLocale('hi');
    await changeLocale('en');
    arrive();
    await hindi;
    expect(currentLocale()).toBe('en');
  });

  it('translates data texts by their English, and leaves names alone', async () => {
    await ensureCatalogs('hi');
    expect(translateText('Rental Agreement')).toBe('Rental Agreement');
    activateLocale('hi');
    expect(translateText('Rental Agreement')).toBe('किराया अनुबंध');
    expect(translateText('Adv. Priya Sharma')).toBe('Adv. Priya Sharma');
    expect(textsOf('Rental Agreement')).toEqual(['Rental Agreement', 'किराया अनुबंध']);
  });

  it('re-renders a component in the new language', async () => {
    render(<Greeting />);
    expect(screen.getByText('Hello, Asha')).toBeInTheDocument();
    await act(() => changeLocale('hi'));
    expect(screen.getByText('नमस्ते, Asha')).toBeInTheDocument();
  });

  it('re-renders a screen in Hindi when data texts defined after the switch arrive', async () => {
    await act(() => changeLocale('hi'));
    let arrive: (texts: { default: Record<string, string> }) => void = () => undefined;
    const late = new Promise<{ default: Record<string, string> }>((resolve) => (arrive = resolve));
    // A page module defines its own texts as it loads: in Hindi, their download starts then.
    defineTexts({ name: 'late-page', hi: () => late });
    function Bio() {
      useT();
      return <p>{translateText('Helps families with property')}</p>;
    }
    render(<Bio />);
    expect(screen.getByText('Helps families with property')).toBeInTheDocument();
    await act(async () => arrive({ default: { 'Helps families with property': 'परिवारों की संपत्ति में मदद' } }));
    expect(screen.getByText('परिवारों की संपत्ति में मदद')).toBeInTheDocument();
  });

  it('starts in English when the Hindi catalogue cannot be fetched, and retries later', async () => {
    let fail = true;
    const { t: tFlaky } = defineCatalog(
      'flaky',
      { hello: 'Hello' },
      { hi: () => (fail ? Promise.reject(new Error('offline')) : Promise.resolve({ default: { hello: 'नमस्ते' } })) },
    );
    document.cookie = 'nyaya-lang=hi; Path=/';
    await startLocale();
    expect(currentLocale()).toBe('en');
    expect(tFlaky('hello')).toBe('Hello');
    fail = false;
    await startLocale();
    expect(currentLocale()).toBe('hi');
    expect(tFlaky('hello')).toBe('नमस्ते');
  });

  it('shows a message in English, not as its id, when its catalogue’s Hindi could not be fetched', async () => {
    await changeLocale('hi');
    let offline = true;
    const { t: tLate } = defineCatalog(
      'late-offline',
      { seen: '{count, plural, one {# seen} other {# seen, all}}' },
      {
        hi: () => (offline ? Promise.reject(new Error('offline')) : Promise.resolve({ default: { seen: '{count, plural, one {# देखा} other {# देखे}}' } })),
      },
    );
    await ensureCatalogs('hi').catch(() => undefined);
    expect(currentLocale()).toBe('hi');
    expect(tLate('seen', { count: 0 })).toBe('0 seen, all'); // English plural rules for the English text
    expect(t('greeting', { name: 'Asha' })).toBe('नमस्ते, Asha');
    // Back online: the registry is shared with every later test file in this worker (isolate: false),
    // so leave it with nothing failing.
    offline = false;
    await ensureCatalogs('hi');
    expect(tLate('seen', { count: 2 })).toBe('2 देखे');
  });

  it("starts in the server's choice when there is no cookie", () => {
    document.documentElement.dataset.locale = 'hi';
    expect(startingLocale()).toBe('hi');
    document.cookie = 'nyaya-lang=en; Path=/';
    expect(startingLocale()).toBe('en');
    delete document.documentElement.dataset.locale;
  });

  it('ignores a corrupt cookie and falls back to the browser', () => {
    document.cookie = 'nyaya-lang=<script>; Path=/';
    expect(startingLocale()).toBe(navigator.language.startsWith('hi') ? 'hi' : 'en');
  });
});
