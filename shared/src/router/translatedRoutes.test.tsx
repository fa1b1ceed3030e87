import { act, screen } from '@testing-library/react';
import { changeLocale, defineTexts, translateText, useLocale } from '@nyaya/shared/i18n';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';

afterEach(() => act(() => changeLocale('en')));

describe('waitingForTranslations', () => {
  it('shows a page only once the data texts its module defined have arrived in Hindi', async () => {
    await act(() => changeLocale('hi'));
    let arrive: () => void = () => undefined;
    const routes = [
      {
        id: 'late-texts',
        path: '/late',
        lazy: async () => {
          // As a page module does at its top: define its own texts (their download starts now).
          defineTexts({
            name: 'late-route',
            hi: () => new Promise((resolve) => (arrive = () => resolve({ default: { 'A lawyer for families': 'परिवारों के लिए वकील' } }))),
          });
          return {
            Component() {
              useLocale();
              return <h1>{translateText('A lawyer for families')}</h1>;
            },
          };
        },
      },
    ];
    renderRoutes(routes, '/late');
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Never the English first: the page waits for its texts.
    expect(screen.queryByRole('heading')).toBeNull();
    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'परिवारों के लिए वकील' })).toBeInTheDocument();
  });
});
