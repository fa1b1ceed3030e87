import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '@nyaya/shared/testing/renderRoutes';
import { resources } from '@nyaya/shared/data/life';
import { formatFileSize } from '@nyaya/shared/rules/life';
import { savedResourcesStore } from '@nyaya/shared/stores';
import { routes } from '../routes';
import { captureDownloads } from '../testing/captureDownloads';

const LOAD = { timeout: 10_000 };

async function open() {
  const user = userEvent.setup({ delay: null });
  renderRoutes(routes, '/resource');
  await screen.findByRole('heading', { level: 1, name: 'Resource Library' }, LOAD);
  return user;
}
const titles = () => screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const chip = (name: string) => within(screen.getByRole('group', { name: 'Resource category' })).getByRole('button', { name });

// Typing through user-event is slow on a busy machine; the default 5 s is not about correctness here.
describe('ResourcePage', { timeout: 30_000 }, () => {
  // Test files share one module graph: another file's saved resources must not show here.
  beforeEach(() => savedResourcesStore.set([]));

  it('lists what the user saved, newest first, each opening its page; nothing when none is', async () => {
    savedResourcesStore.set(['res-8', 'res-1', 'res-gone']);
    await open();
    const saved = screen.getByRole('region', { name: 'Saved by you (2)' });
    expect(
      within(saved)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Income Tax Basics: Old vs New Regime', '/resource/res-1'],
      ['Rental Agreement Essentials', '/resource/res-8'],
    ]);
    savedResourcesStore.set([]);
    await waitFor(() => expect(screen.queryByRole('region', { name: /Saved by you/ })).toBeNull());
  });

  it('shows every resource with type, category, downloads, rating and size', async () => {
    await open();
    expect(titles()).toEqual(resources.map((resource) => resource.title));
    const card = screen.getByRole('heading', { name: 'Income Tax Basics: Old vs New Regime' }).closest('li')!;
    expect(within(card).getByText('PDF Guide')).toBeInTheDocument();
    expect(within(card).getByText('Finance')).toBeInTheDocument();
    expect(within(card).getByText('12,480')).toBeInTheDocument();
    expect(card).toHaveTextContent('4.8 out of 5');
    expect(within(card).getByText('3.9 KB')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Income Tax Basics: Old vs New Regime' })).toHaveAttribute('href', '/resource/res-1');
    expect(chip('All')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Govern your assets and risks.')).toBeInTheDocument();
  });

  it('filters by category chip', async () => {
    const user = await open();
    await user.click(chip('Real Estate'));
    expect(chip('Real Estate')).toHaveAttribute('aria-pressed', 'true');
    expect(chip('All')).toHaveAttribute('aria-pressed', 'false');
    expect(titles()).toEqual(['Home Loan and RERA Checklist', 'Rental Agreement Essentials']);
    await user.click(chip('Technology'));
    expect(titles()).toEqual(['Staying Safe from UPI and Online Fraud', 'Digital Locker: Keeping Documents Safe']);
  });

  it('searches title and category as plain text, with a way out of an empty result', async () => {
    const user = await open();
    const search = screen.getByRole('searchbox', { name: 'Search resources' });
    await user.type(search, 'HEALTH');
    expect(titles()).toEqual(['Choosing a Family Health Insurance Plan', 'Preventive Health Check-up Planner']);
    await user.clear(search);
    await user.type(search, 'career');
    expect(titles()).toEqual(['Negotiating Your Salary Offer', 'Resume and Interview Toolkit']);
    await user.click(chip('Finance'));
    expect(screen.getByText('No resources match “career”')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(search).toHaveValue('');
    expect(chip('All')).toHaveAttribute('aria-pressed', 'true');
    expect(titles()).toHaveLength(resources.length);
  });

  it('takes hostile input without a crash', async () => {
    const user = await open();
    const search = screen.getByRole('searchbox', { name: 'Search resources' });
    for (const text of ['.*', '[(', '<script>alert(1)</script>', '🏠💰']) {
      await user.clear(search);
      await user.type(search, text.replace(/[[{]/g, '$&$&'));
      expect(titles()).toEqual([]);
      expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
    }
    await user.clear(search);
    await user.click(search);
    await user.paste('x'.repeat(10_000));
    expect(titles()).toEqual([]);
    expect(screen.getByText(/^No resources match “x{60}…”$/)).toBeInTheDocument();
  });

  it('downloads the resource as a text file of the size it shows', async () => {
    const { files } = captureDownloads();
    const user = await open();
    await user.click(screen.getByRole('button', { name: 'Download Rental Agreement Essentials' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toBe('rental-agreement-essentials.txt');
    expect(files[0]!.text).toContain('Rental Agreement Essentials');
    expect(formatFileSize(files[0]!.bytes)).toBe(resources.find((resource) => resource.id === 'res-8')!.size);
  });

  it('marks the resource a search result linked to (?highlight=id), and only that one', async () => {
    window.HTMLElement.prototype.scrollIntoView = vi.fn();
    renderRoutes(routes, '/resource?highlight=res-2');
    await screen.findByRole('heading', { level: 1, name: 'Resource Library' }, LOAD);
    const badge = screen.getByText('From your search');
    expect(badge.closest('li')).toHaveAttribute('id', 'resource-res-2');
    expect(screen.getAllByText('From your search')).toHaveLength(1);
    // The scroll is an effect: it may run just after the heading is found.
    await waitFor(() => expect(window.HTMLElement.prototype.scrollIntoView).toHaveBeenCalled());
  });

  it('ignores an unknown or hostile highlight id', async () => {
    renderRoutes(routes, '/resource?highlight=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    await screen.findByRole('heading', { level: 1, name: 'Resource Library' }, LOAD);
    expect(screen.queryByText('From your search')).toBeNull();
    expect(titles()).toHaveLength(resources.length);
  });
});
