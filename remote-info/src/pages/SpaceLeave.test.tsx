import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from '@nyaya/shared/i18n';
import { forgetAccount, json, signInForTest } from '../testing/account';
import { findToast, renderScreen } from '../testing/renderScreen';
import { spaceDetail, spaceViews } from '../testing/spaces';

afterEach(async () => {
  forgetAccount();
  await changeLocale('en');
});

const MEMBERSHIP = (id: string) => `DELETE /api/v1/spaces/${id}/membership`;

describe('leaving a space', () => {
  it('asks before leaving a private space (rejoining needs its admin); Stay keeps the membership', async () => {
    const user = userEvent.setup();
    const leave = vi.fn(json(spaceDetail('sp-family', { mine: null })));
    await signInForTest({
      'GET /api/v1/spaces/sp-family': json(spaceDetail('sp-family', { mine: 'member', members: 2, discussions: [] })),
      [MEMBERSHIP('sp-family')]: leave,
    });
    await renderScreen('/spaces/sp-family', 'Family Law Support');
    const joined = screen.getByRole('button', { name: 'Joined Family Law Support' });
    await user.click(joined);
    let dialog = await screen.findByRole('dialog', { name: 'Leave Family Law Support?' });
    expect(dialog).toHaveAccessibleDescription('Family Law Support is a private space: you will need its admin’s approval to rejoin.');
    expect(within(dialog).getByRole('button', { name: 'Stay' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(joined).toHaveFocus();
    await user.click(joined);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Stay' }));
    expect(leave).not.toHaveBeenCalled();
    expect(joined).toHaveAttribute('aria-pressed', 'true');

    await user.click(joined);
    dialog = await screen.findByRole('dialog', { name: 'Leave Family Law Support?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('button', { name: 'Ask to join Family Law Support' })).toHaveAttribute('aria-pressed', 'false');
    expect(leave).toHaveBeenCalledTimes(1);
    expect(await findToast('You left Family Law Support')).toBeInTheDocument();
  });

  it('leaves a public space in one tap: Join is right there to come back', async () => {
    const user = userEvent.setup();
    const leave = vi.fn(json(spaceDetail('sp-tenants', { mine: null, members: 1 })));
    await signInForTest({
      'GET /api/v1/spaces/sp-tenants': json(spaceDetail('sp-tenants', { mine: 'member', members: 2 })),
      [MEMBERSHIP('sp-tenants')]: leave,
    });
    await renderScreen('/spaces/sp-tenants', 'Tenant Rights Circle');
    await user.click(screen.getByRole('button', { name: 'Joined Tenant Rights Circle' }));
    expect(await screen.findByRole('button', { name: 'Join Tenant Rights Circle' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(leave).toHaveBeenCalledTimes(1);
    expect(screen.getByText('1 member')).toBeInTheDocument();
  });

  it('asks on the list too, in Hindi', async () => {
    const user = userEvent.setup();
    const spaces = spaceViews().map((space) => (space.id === 'sp-family' ? { ...space, mine: 'member' as const } : space));
    await signInForTest({ 'GET /api/v1/spaces': json({ spaces }) });
    await renderScreen('/spaces', 'Spaces');
    await act(() => changeLocale('hi'));
    await user.click(await screen.findByRole('button', { name: 'जुड़ गए पारिवारिक कानून सहायता' }));
    const dialog = await screen.findByRole('dialog', { name: 'पारिवारिक कानून सहायता छोड़ें?' });
    expect(dialog).toHaveTextContent('दोबारा जुड़ने के लिए आपको इसके एडमिन की मंज़ूरी चाहिए होगी।');
    await user.click(within(dialog).getByRole('button', { name: 'बने रहें' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
