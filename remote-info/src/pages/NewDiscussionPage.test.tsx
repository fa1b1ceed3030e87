import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeLocale } from '@nyaya/shared/i18n';
import { discussionDraftsStore } from '@nyaya/shared/stores';
import { forgetAccount, guestForTest, json, signInForTest } from '../testing/account';
import { discussionView } from '../testing/discussions';
import { renderScreen } from '../testing/renderScreen';

afterEach(() => {
  forgetAccount();
  return changeLocale('en');
});

describe('NewDiscussionPage', () => {
  it('names each field at fault before anything is sent', async () => {
    const user = userEvent.setup();
    const fetchMock = await signInForTest();
    await renderScreen('/public/new', 'Start a discussion');
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Rent');
    await user.click(screen.getByRole('button', { name: 'Post discussion' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('The title needs at least 8 characters.');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveAccessibleDescription('Choose a category.');
    expect(screen.getByRole('textbox', { name: 'What would you like to discuss?' })).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.some(([path]) => path === '/api/v1/discussions')).toBe(false);
  });

  it('posts the discussion and opens it', async () => {
    const user = userEvent.setup();
    const made = discussionView({ id: 'ds-abc123', title: 'Deposit not returned by landlord', category: 'Finance', replies: [], mine: true });
    const fetchMock = await signInForTest({ 'POST /api/v1/discussions': json(made, 201), 'GET /api/v1/discussions/ds-abc123': json(made) });
    const { router } = await renderScreen('/public/new', 'Start a discussion');
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Deposit not returned by landlord');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Finance');
    await user.type(screen.getByRole('textbox', { name: 'What would you like to discuss?' }), 'What can I do?');
    await user.click(screen.getByRole('button', { name: 'Post discussion' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Deposit not returned by landlord' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/public/ds-abc123');
    const body = JSON.parse(String(fetchMock.mock.calls.find(([path, init]) => path === '/api/v1/discussions' && init?.method === 'POST')![1]!.body));
    expect(body).toMatchObject({ title: 'Deposit not returned by landlord', category: 'Finance', body: 'What can I do?' });
    expect(discussionDraftsStore.get().new).toBeUndefined();
  });

  it('keeps a guest’s words and sends them to sign in, coming back here', async () => {
    const user = userEvent.setup();
    await guestForTest();
    const { router } = await renderScreen('/public/new', 'Start a discussion');
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Deposit not returned by landlord');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Finance');
    await user.type(screen.getByRole('textbox', { name: 'What would you like to discuss?' }), 'What can I do?');
    await user.click(screen.getByRole('button', { name: 'Post discussion' }));
    expect(router.state.location.pathname + router.state.location.search).toBe(`/sign-in?next=${encodeURIComponent('/public/new')}`);
    expect(discussionDraftsStore.get().new).toEqual({ title: 'Deposit not returned by landlord', category: 'Finance', body: 'What can I do?' });
  });

  it('speaks Hindi, validation messages included', async () => {
    const user = userEvent.setup();
    await signInForTest();
    await renderScreen('/public/new', 'Start a discussion');
    await act(() => changeLocale('hi'));
    expect(await screen.findByRole('heading', { level: 1, name: 'चर्चा शुरू करें' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'चर्चा पोस्ट करें' }));
    expect(screen.getByRole('textbox', { name: 'शीर्षक' })).toHaveAccessibleDescription('शीर्षक लिखें।');
    expect(screen.getByRole('combobox', { name: 'श्रेणी' })).toHaveAccessibleDescription('श्रेणी चुनें।');
    expect(screen.getByRole('option', { name: 'वित्त' })).toBeInTheDocument();
  });
});
