import type { Browser, Locator, Page, TestInfo } from '@playwright/test';
import { importActivity } from './booking-fixtures';
import { appOrigin, createParent, expect, test, waitingForApp } from './fixtures';
import { scanAndShoot } from './page-checks';

/** A browser context like the project's (phone or desktop), with no session yet. */
async function newVisitor(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const { viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, baseURL } =
    testInfo.project.use;
  const context = await browser.newContext({
    viewport,
    isMobile,
    hasTouch,
    userAgent,
    deviceScaleFactor,
    baseURL,
  });
  return waitingForApp(await context.newPage());
}

/** Signs a new parent up in this page's browser and gives them a first name. */
async function parentNamed(page: Page, firstName: string) {
  await createParent(page.request);
  const res = await page.request.patch('/api/profile', {
    data: { firstName },
    headers: { origin: appOrigin() },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Opens the activity and its discussion from the menu; returns the dialog. */
async function openDiscussion(page: Page, activity: { id: number; title: string }) {
  await page.goto(`/activities/${activity.id}`);
  await expect(page.getByRole('heading', { level: 1, name: activity.title })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'View discussions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Discussions' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const thread = (dialog: Locator, text: string) =>
  dialog.getByRole('list', { name: 'Comments' }).locator(':scope > li').filter({ hasText: text });

test('two parents talk about an activity; a visitor reads and is asked to sign in', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const activity = await importActivity(page.request, { title: 'Harbour Kite Day' });
  await parentNamed(page, 'Dana');

  // Dana starts the discussion.
  let dialog = await openDiscussion(page, activity);
  await expect(dialog.getByText('No comments yet')).toBeVisible();
  const box = dialog.getByRole('textbox', { name: 'Add a comment' });
  const send = dialog.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await box.fill('   ');
  await expect(send).toBeDisabled();
  const question = 'Is the park shaded?\n<b>Kites</b> provided? <script>alert(1)</script>';
  await box.fill(question);
  await send.click();
  await expect(dialog.getByText('Is the park shaded?')).toHaveText(question);
  await expect(box).toHaveValue('');
  await scanAndShoot(page, 'discussion-first-comment');

  // Sam, in another browser, sees it as text, likes it and replies.
  const sam = await newVisitor(browser, testInfo);
  await parentNamed(sam, 'Sam');
  dialog = await openDiscussion(sam, activity);
  const danaThread = thread(dialog, 'Is the park shaded?');
  await expect(danaThread.getByText('Dana', { exact: true })).toBeVisible();
  await expect(danaThread.locator('b, script')).toHaveCount(0);
  await danaThread.getByRole('button', { name: 'Like, 0 likes' }).click();
  await expect(danaThread.getByRole('button', { name: 'Like, 1 like' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await danaThread.getByRole('button', { name: 'Reply to Dana' }).click();
  const replyBox = danaThread.getByRole('textbox', { name: 'Your reply' });
  await expect(replyBox).toBeFocused();
  await replyBox.fill('Lots of trees by the water.\nBring a hat!');
  await danaThread.getByRole('button', { name: 'Send' }).click();
  const replies = danaThread.getByRole('list', { name: 'Replies to Dana' });
  await expect(replies.getByText('Lots of trees')).toBeVisible();
  await expect(danaThread.getByRole('button', { name: 'Edit' })).toHaveCount(1);
  await scanAndShoot(sam, 'discussion-reply');

  // Dana sees the like and the reply, hides and shows replies, edits her question.
  dialog = await openDiscussion(page, activity);
  const mine = thread(dialog, 'Is the park shaded?');
  await expect(mine.getByRole('button', { name: 'Like, 1 like' })).toBeVisible();
  await expect(mine.getByText('Sam', { exact: true })).toBeVisible();
  await mine.getByRole('button', { name: 'Hide replies' }).click();
  await expect(mine.getByText('Lots of trees')).toBeHidden();
  await mine.getByRole('button', { name: 'Show 1 reply' }).click();
  await expect(mine.getByText('Lots of trees')).toBeVisible();
  await mine.getByRole('button', { name: 'Edit' }).first().click();
  const editBox = mine.getByRole('textbox', { name: 'Edit your comment' });
  await editBox.fill('Is the park shaded? Asking for a sunny day.');
  await mine.getByRole('button', { name: 'Save' }).click();
  await expect(mine.getByText('(edited)')).toBeVisible();

  // She deletes it: Sam's reply keeps it as 'Comment deleted'.
  await mine.getByRole('button', { name: 'Delete' }).first().click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this comment?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(dialog.getByText('Comment deleted')).toBeVisible();
  await expect(dialog.getByText('Lots of trees')).toBeVisible();
  await scanAndShoot(page, 'discussion-deleted');

  // A signed-out visitor reads it all and is asked to sign in to write.
  const visitor = await newVisitor(browser, testInfo);
  dialog = await openDiscussion(visitor, activity);
  await expect(dialog.getByText('Lots of trees')).toBeVisible();
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  await scanAndShoot(visitor, 'discussion-signed-out');
  await dialog.getByRole('link', { name: 'Sign in' }).click();
  await expect(visitor).toHaveURL(`/auth?redirectTo=%2Factivities%2F${activity.id}`);

  await sam.context().close();
  await visitor.context().close();
});
