import { randomUUID } from 'node:crypto';
import { importActivity } from './booking-fixtures';
import {
  appOrigin,
  createParent,
  expect,
  passwordInput,
  test,
  uniqueEmail,
  waitingForApp,
  PASSWORD,
} from './fixtures';
import { sharedList } from './list-fixtures';
import { expectNoAxeViolations, shot } from './page-checks';

test('a shared list: its owner edits it on its own page, hears replies live, and a new parent comes back to it after sign-up @desktop', async ({
  page,
  signedInParent: _,
  browser,
}) => {
  test.slow();
  const name = `Rainy Saturdays ${randomUUID().slice(0, 6)}`;
  const activity = await importActivity(page.request, { title: 'Lantern Walk' });
  const list = await sharedList(page.request, name, activity.id);
  const sharedPath = `/lists/shared/${list.token}`;

  await test.step("its owner is offered their own list's page, not a copy", async () => {
    await page.goto(sharedPath);
    await expect(page.getByText('This is your list.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save a copy' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Open in your lists' }).click();
    await expect(page).toHaveURL(`/lists/${list.id}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const activities = page.getByRole('list', { name: 'Activities' });
    await expect(activities.getByRole('link', { name: activity.title })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Shared' })).toBeChecked();
    await expectNoAxeViolations(page, 'a list on its own page');
    await shot(page, 'list-page');
  });

  await test.step('a reply to its owner shows in the open discussion, live', async () => {
    await page.goto(sharedPath);
    const box = page.getByRole('textbox', { name: /comment/i }).first();
    await box.fill('Is the walk stroller-friendly?');
    await page
      .getByRole('button', { name: /^(Post|Send|Comment)/ })
      .first()
      .click();
    await expect(page.getByText('Is the walk stroller-friendly?')).toBeVisible();
    // The comment shows as it is sent: its id is known once the server has stored it.
    const commentId = async () => {
      const comments = (await (
        await page.request.get(`/api/comments/lists/${list.token}`)
      ).json()) as { items: { id: string }[] };
      return comments.items[0]?.id;
    };
    await expect.poll(commentId).toBeDefined();
    const friend = await browser.newContext({ baseURL: appOrigin() });
    await createParent(friend.request);
    const reply = await friend.request.post(`/api/comments/${await commentId()}/replies`, {
      data: { content: 'Yes, the path is paved all the way.' },
      headers: { origin: appOrigin() },
    });
    expect(reply.status(), await reply.text()).toBe(201);
    await expect(page.getByText('Yes, the path is paved all the way.')).toBeVisible();
    await friend.close();
  });

  await test.step('a visitor who signs up from the link is offered the way back', async () => {
    // Reduced motion, as the other scanning specs use: the scan below must not catch the sign-up
    // toast mid-fade (axe measured its text against the page at contrast 1.03).
    const visitor = waitingForApp(
      await (await browser.newContext({ baseURL: appOrigin(), reducedMotion: 'reduce' })).newPage(),
    );
    await visitor.goto(sharedPath);
    await visitor.getByRole('link', { name: 'Sign in to save a copy' }).click();
    await visitor.getByRole('button', { name: 'Create an account' }).click();
    await visitor.getByRole('textbox', { name: 'Email' }).fill(uniqueEmail());
    await passwordInput(visitor).fill(PASSWORD);
    await visitor.getByRole('checkbox', { name: /Terms of Service/ }).check();
    await visitor.getByRole('button', { name: 'Create Account' }).click();
    await expect(visitor).toHaveURL('/onboarding/welcome');
    const back = visitor.getByRole('link', { name: 'Back to the shared list' });
    await expect(back).toBeVisible();
    await expectNoAxeViolations(visitor, 'onboarding with the way back');
    await shot(visitor, 'onboarding-way-back');
    await back.click();
    await expect(visitor).toHaveURL(sharedPath);
    await expect(visitor.getByRole('button', { name: 'Save a copy' })).toBeVisible();
    await visitor.context().close();
  });
});
