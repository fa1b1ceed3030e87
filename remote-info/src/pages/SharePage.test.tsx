import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shareData } from '@nyaya/shared/data/info';
import { findToast, renderScreen } from '../testing/renderScreen';

describe('SharePage', () => {
  afterEach(() => {
    // userEvent installs a clipboard stub; Web Share is removed so each test picks its own.
    Reflect.deleteProperty(navigator, 'share');
  });

  it('shows the read-only profile link, the share options and the recent shares', async () => {
    await renderScreen('/share', 'Share');
    const link = screen.getByRole('textbox', { name: 'Profile link' });
    expect(link).toHaveValue(shareData.profileLink);
    expect(link).toHaveAttribute('readonly');
    const options = screen.getByRole('heading', { name: 'Share via' }).closest('section')!;
    expect(
      within(options)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['WhatsApp', 'Message', 'Email', 'Copy Link', 'QR Code', 'Share Achievement']);
    expect(screen.getByRole('link', { name: 'Message' })).toHaveAttribute('href', expect.stringMatching(/^sms:/));
    expect(screen.getByRole('link', { name: 'Email' })).toHaveAttribute('href', expect.stringContaining(encodeURIComponent(shareData.profileLink)));
    for (const name of ['Copy Link', 'QR Code', 'Share Achievement']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    const recent = screen.getByRole('heading', { name: 'Recent shares' }).closest('section')!;
    const item = within(recent).getByText('Tenant Rights Workshop').closest('li')!;
    expect(item).toHaveTextContent('Shared with Tenant Rights Circle · Yesterday');
    expect(within(item).getByText('Event')).toBeInTheDocument();
  });

  it('shares the profile link on WhatsApp in a new tab', async () => {
    await renderScreen('/share', 'Share');
    const whatsApp = screen.getByRole('link', { name: 'WhatsApp' });
    const href = whatsApp.getAttribute('href')!;
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    // The text is one encoded parameter: nothing of the link leaks out as its own query part.
    const url = new URL(href);
    expect([...url.searchParams.keys()]).toEqual(['text']);
    expect(url.searchParams.get('text')).toBe(`Find me on Nyaya: ${shareData.profileLink}`);
    expect(href).toBe(`https://wa.me/?text=${encodeURIComponent(`Find me on Nyaya: ${shareData.profileLink}`)}`);
    expect(whatsApp).toHaveAttribute('target', '_blank');
    expect(whatsApp).toHaveAttribute('rel', 'noopener noreferrer');
    expect(whatsApp).toHaveAccessibleDescription('Opens in a new tab');
  });

  it('copies the link to the clipboard and confirms with a toast', async () => {
    const user = userEvent.setup();
    await renderScreen('/share', 'Share');
    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(await navigator.clipboard.readText()).toBe(shareData.profileLink);
    expect(await findToast('Link copied')).toBeInTheDocument();
  });

  it('shows a QR code of the link in a dialog', async () => {
    const user = userEvent.setup();
    await renderScreen('/share', 'Share');
    await user.click(screen.getByRole('button', { name: 'QR Code' }));
    const dialog = await screen.findByRole('dialog', { name: 'Scan to open my profile' });
    const code = await within(dialog).findByRole('img', { name: `QR code of ${shareData.profileLink}` });
    // A version-2+ code has at least 25 modules plus the 4-module quiet zone on each side.
    expect(Number(code.getAttribute('viewBox')!.split(' ')[2])).toBeGreaterThanOrEqual(33);
    expect(code.querySelector('path')!.getAttribute('d')!.length).toBeGreaterThan(100);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'QR Code' })).toHaveFocus());
  });

  it('uses the Web Share API for the achievement when the browser has it', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const user = userEvent.setup();
    await renderScreen('/share', 'Share');
    await user.click(screen.getByRole('button', { name: 'Share Achievement' }));
    expect(share).toHaveBeenCalledWith({ title: 'My Nyaya achievement', text: shareData.achievement, url: shareData.profileLink });
  });

  it('copies the achievement instead when there is no share sheet', async () => {
    const user = userEvent.setup();
    await renderScreen('/share', 'Share');
    await user.click(screen.getByRole('button', { name: 'Share Achievement' }));
    expect(await navigator.clipboard.readText()).toBe(`${shareData.achievement} ${shareData.profileLink}`);
    expect(await findToast('Achievement copied')).toBeInTheDocument();
  });
});
