/**
 * Local events (issue 26) with two members in two browser contexts: one takes a place at the
 * Tax Filing Help Desk, others fill it (through the API), the second member joins the waitlist;
 * when the first gives their place back, the second is promoted, told in their notifications, and
 * finds the event on their schedule.
 */
import { freshMobile, signIn } from '../support/account';
import { horizontalOverflow, seriousViolations, smallTargets } from '../support/checks';
import { hostOrigin } from '../support/origins';
import { expect, request as playwrightRequest, test, type Page } from '../support/test';

const DESK = 'Tax Filing Help Desk';
const list = (page: Page) => page.getByRole('list', { name: 'Local events' }).getByRole('listitem');

interface Listed {
  id: string;
  capacity: number;
  going: number;
}

/** Takes the desk's remaining places with members signed in through the API (their own cookies). */
async function fillDesk() {
  for (;;) {
    const member = await playwrightRequest.newContext({ baseURL: hostOrigin });
    const mobile = freshMobile();
    const sent = await member.post('/api/v1/auth/code', { data: { mobile } });
    const { testCode } = (await sent.json()) as { testCode: string };
    expect((await member.post('/api/v1/auth/sign-in', { data: { mobile, code: testCode } })).status()).toBe(200);
    const { events } = (await (await member.get('/api/v1/local-events?city=mumbai')).json()) as { events: Listed[] };
    const desk = events.find((event) => event.id === 'le-3')!;
    if (desk.going >= desk.capacity) return member.dispose();
    expect((await member.put('/api/v1/local-events/le-3/rsvp')).status()).toBe(200);
    await member.dispose();
  }
}

test.use({ viewport: { width: 360, height: 740 } });

test('a place given back goes to the first member waiting, who is told', async ({ page, browser }) => {
  test.slow();
  await signIn(page, freshMobile(), { from: '/sign-in?next=%2Flocal', landing: /\/local$/ });
  const desk = list(page).filter({ hasText: DESK });
  await expect(desk).toContainText(/going/);
  const taken = desk.getByRole('button', { name: `Going ${DESK}` });
  if (!(await taken.isVisible())) await desk.getByRole('button', { name: `RSVP ${DESK}` }).click();
  await expect(taken).toHaveAttribute('aria-pressed', 'true');
  await expect(desk.getByRole('link', { name: `Add to calendar ${DESK}` })).toHaveAttribute('href', '/api/v1/local-events/le-3/calendar.ics');
  expect(await horizontalOverflow(page, 360)).toEqual([]);
  expect(await smallTargets(page)).toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);
  await fillDesk();

  const second = await browser.newContext({ baseURL: hostOrigin, viewport: { width: 360, height: 740 } });
  try {
    const other = await second.newPage();
    await signIn(other, freshMobile(), { from: '/sign-in?next=%2Flocal', landing: /\/local$/ });
    const full = list(other).filter({ hasText: DESK });
    await expect(full).toContainText(/Full: \d+ going · 0 waiting/);
    await full.getByRole('button', { name: `Join waitlist ${DESK}` }).click();
    await expect(full.getByRole('button', { name: `Waitlist #1 ${DESK}` })).toBeVisible();

    // The first member gives the place back, after saying so.
    await taken.click();
    await page.getByRole('button', { name: 'Give back my place' }).click();
    await expect(desk.getByRole('button', { name: `Join waitlist ${DESK}` })).toBeVisible();

    await other.reload();
    await expect(
      list(other)
        .filter({ hasText: DESK })
        .getByRole('button', { name: `Going ${DESK}` }),
    ).toBeVisible();
    await other.goto('/notifications');
    await expect(other.getByRole('link', { name: /A place came free: you are going to Tax Filing Help Desk on/ })).toHaveAttribute('href', '/local');
    // The place is on their schedule, at its time.
    await other.goto('/schedule');
    const onSchedule = other.getByRole('listitem').filter({ hasText: DESK });
    await expect(onSchedule).toContainText('Going');
    await expect(onSchedule.getByRole('time')).toHaveText(/\d{1,2} \w{3} \d{4}, 6:00 PM \(India time\)/);
  } finally {
    await second.close();
  }
});
