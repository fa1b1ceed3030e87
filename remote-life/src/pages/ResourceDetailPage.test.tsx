import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from '@nyaya/shared/i18n';
import { formatFileSize } from '@nyaya/shared/rules/life';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { captureDownloads } from '../testing/captureDownloads';
import { downloadedResourcesStore } from '@nyaya/shared/stores';
import { routes } from '../routes';

const LOAD = { timeout: 10_000 };

describe('ResourceDetailPage', { timeout: 30_000 }, () => {
  afterEach(() => changeLocale('en'));

  it('opens a resource at its own address with its text, type and category', async () => {
    renderRoutes(routes, '/resource/res-8');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rental Agreement Essentials' }, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Resource Pack')).toBeInTheDocument();
    expect(screen.getByText('Real Estate')).toBeInTheDocument();
    expect(screen.getByText(/a lease of a year or more must be registered under the Registration Act/)).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').some((item) => item.textContent?.includes('police verification'))).toBe(true);
    expect(screen.getByText('Text file in English and Hindi, 3.8 KB.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('HomeLife planningResource');
    expect(screen.getByRole('link', { name: 'All resources' })).toHaveAttribute('href', '/resource');
  });

  it('downloads a real file whose size is the one shown, and saves the resource across visits', async () => {
    const { files } = captureDownloads();
    const user = userEvent.setup({ delay: null });
    const { unmount } = renderRoutes(routes, '/resource/res-1');
    await screen.findByRole('heading', { level: 1, name: 'Income Tax Basics: Old vs New Regime' }, LOAD);
    await user.click(screen.getByRole('button', { name: 'Download Income Tax Basics: Old vs New Regime' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const [file] = files;
    expect(file).toMatchObject({ name: 'income-tax-basics-old-vs-new-regime.txt', type: 'text/plain;charset=utf-8' });
    expect(file!.text).toContain('Since FY 2023-24 the new regime is the default');
    expect(file!.text).toContain('इनकम टैक्स की बुनियादी बातें');
    expect(screen.getByText(`Text file in English and Hindi, ${formatFileSize(file!.bytes)}.`)).toBeInTheDocument();
    // Counted once among the downloads however often it is downloaded (the profile's Resources Downloaded).
    await user.click(screen.getByRole('button', { name: 'Download Income Tax Basics: Old vs New Regime' }));
    await waitFor(() => expect(files).toHaveLength(2));
    expect(downloadedResourcesStore.get().filter((id) => id === 'res-1')).toEqual(['res-1']);

    const save = screen.getByRole('button', { name: 'Save Income Tax Basics: Old vs New Regime' });
    expect(save).toHaveAttribute('aria-pressed', 'false');
    await user.click(save);
    expect(save).toHaveAttribute('aria-pressed', 'true');
    expect(JSON.parse(localStorage.getItem('nyaya:v1:life:saved-resources') ?? '[]')).toEqual(['res-1']);
    unmount();
    renderRoutes(routes, '/resource/res-1');
    await screen.findByRole('heading', { level: 1, name: 'Income Tax Basics: Old vs New Regime' }, LOAD);
    expect(screen.getByRole('button', { name: 'Save Income Tax Basics: Old vs New Regime' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('reads in Hindi', async () => {
    await act(() => changeLocale('hi'));
    renderRoutes(routes, '/resource/res-9');
    expect(await screen.findByRole('heading', { level: 1, name: 'UPI और ऑनलाइन धोखाधड़ी से कैसे बचें' }, LOAD)).toBeInTheDocument();
    expect(screen.getByText(/राष्ट्रीय साइबर क्राइम हेल्पलाइन 1930/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'UPI और ऑनलाइन धोखाधड़ी से कैसे बचें डाउनलोड करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'UPI और ऑनलाइन धोखाधड़ी से कैसे बचें सहेजें' })).toHaveTextContent('सहेजें');
    expect(screen.getByText('अंग्रेज़ी और हिंदी में टेक्स्ट फ़ाइल, 3.5 KB।')).toBeInTheDocument();
    expect(screen.queryByText(/national cyber-crime helpline/)).toBeNull();
    expect(within(screen.getByRole('article')).getByText(/सामान्य जानकारी/)).toBeInTheDocument();
  });

  it('answers an unknown resource with the not-found page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoutes(routes, '/resource/res-99');
    expect(await screen.findByRole('heading', { level: 1, name: /not found/i }, LOAD)).toBeInTheDocument();
  });
});
