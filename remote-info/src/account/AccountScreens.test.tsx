import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from '@nyaya/shared/i18n';
import { findToast, renderScreen } from '../testing/renderScreen';
import { forgetAccount, guestForTest, json, signInForTest } from '../testing/account';

afterEach(async () => {
  forgetAccount();
  await changeLocale('en');
});

describe('the personal screens for a guest', () => {
  for (const [path, heading, sentence, sample] of [
    ['/private', 'Private Messages', 'These conversations are not yours.', 'Housing Society Committee'],
    ['/schedule', 'Schedule', 'This schedule is not yours.', 'Available time slots today'],
    ['/share', 'Share', 'This profile link is not yours.', 'Recent shares'],
  ] as const) {
    it(`${path}: keeps the sample under the example notice, Sign in returning here`, async () => {
      await guestForTest();
      await renderScreen(path, heading);
      const notice = screen.getByRole('note', { name: 'This is an example' });
      expect(notice).toHaveTextContent(sentence);
      expect(within(notice).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', `/sign-in?next=${encodeURIComponent(path)}`);
      expect(screen.getAllByText(sample)[0]).toBeInTheDocument();
    });
  }

  it('keeps the query in where Sign in returns to', async () => {
    await guestForTest();
    await renderScreen('/share?from=home&x=<b>', 'Share');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in?next=%2Fshare%3Ffrom%3Dhome%26x%3D%3Cb%3E');
  });
});

describe('private messages for a signed-in user', () => {
  it('shows no sample conversation, only the account’s own (none yet) and how to start one', async () => {
    await signInForTest({ 'GET /api/v1/private': json({ conversations: [] }) });
    await renderScreen('/private', 'Private Messages');
    expect(await screen.findByText(/No conversations yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New message' })).toBeInTheDocument();
    expect(screen.queryByText('Housing Society Committee')).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
    // Still one of the information tabs.
    expect(screen.getByRole('navigation', { name: 'Information area' })).toBeInTheDocument();
  });
});

describe('share for a signed-in user', () => {
  it('shares Nyaya itself, says a profile of one’s own is not a feature yet, and shows no sample link', async () => {
    const user = userEvent.setup();
    await signInForTest();
    await renderScreen('/share', 'Share');
    expect(screen.getByText(/Sharing your own profile is not a feature yet/)).toBeInTheDocument();
    const link = screen.getByRole('textbox', { name: 'Link to Nyaya' });
    expect(link).toHaveValue(`${window.location.origin}/`);
    expect(screen.getByRole('main')).not.toHaveTextContent('aarav-mehta');
    expect(screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).not.toContain('aarav-mehta');
    expect(screen.queryByRole('button', { name: 'Share Achievement' })).toBeNull();
    expect(screen.queryByText('Recent shares')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'QR Code' }));
    expect(await screen.findByRole('dialog', { name: 'Scan to open Nyaya' })).toBeInTheDocument();
  });

  it('says how to copy by hand when the clipboard refuses', async () => {
    const user = userEvent.setup();
    await signInForTest();
    await renderScreen('/share', 'Share');
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.reject(new Error('denied')) } });
    await user.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(await findToast('Could not copy automatically')).toBeInTheDocument();
    expect(screen.getAllByText('Select the link to Nyaya above and copy it.')[0]).toBeInTheDocument();
  });
});

describe('the personal screens in Hindi', () => {
  it('says the example notice and a signed-in empty state in Hindi', async () => {
    await guestForTest();
    const guest = await renderScreen('/wallet', 'Wallet');
    await act(() => changeLocale('hi'));
    expect(await screen.findByRole('note', { name: 'यह एक उदाहरण है' })).toHaveTextContent('ये भुगतान आपके नहीं हैं।');
    expect(screen.getByRole('link', { name: 'साइन इन करें' })).toBeInTheDocument();
    guest.unmount();

    await signInForTest({ 'GET /api/v1/me/wallet': json({ transactions: [], incomePaise: 0, expensePaise: 0 }) });
    const empty = await renderScreen('/wallet', 'वॉलेट');
    expect(await screen.findByText('अभी कोई भुगतान नहीं')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'मार्केटप्लेस देखें' })).toHaveAttribute('href', '/marketplace');
    empty.unmount();

    // A payment's service is named in Hindi (the API sends its English name).
    const payment = {
      id: 'p1',
      kind: 'payment',
      title: 'Rental Agreement Drafting',
      amountPaise: 154_282,
      at: '2026-11-20T06:00:00Z',
      orderNumber: 'ORDABC123456',
      bookingId: null,
    };
    await signInForTest({ 'GET /api/v1/me/wallet': json({ transactions: [payment], incomePaise: 0, expensePaise: 154_282 }) });
    await renderScreen('/wallet', 'वॉलेट');
    expect(await screen.findByRole('link', { name: 'किरायानामा ड्राफ़्टिंग' })).toBeInTheDocument();
    expect(screen.getByText('भुगतान किया')).toBeInTheDocument();
  });
});
