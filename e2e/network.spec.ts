import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { appOrigin, createParent, expect, mainNav, test, toast, waitingForApp } from './fixtures';
import { expectNoAxeViolations, shot } from './page-checks';

/** Two parents, each in a browser context of their own, find each other, connect and chat. */

/** A signed-in parent in a new browser context, findable under `firstName`. */
async function networkParent(browser: Browser, firstName: string, region: string) {
  const context = await browser.newContext({ baseURL: appOrigin() });
  const page = waitingForApp(await context.newPage());
  await createParent(page.request);
  const res = await page.request.patch('/api/profile', {
    data: { firstName, region, discoverable: true },
    headers: { origin: appOrigin() },
  });
  expect(res.status(), await res.text()).toBe(200);
  return page;
}

test('two parents connect and chat', async ({ browser }) => {
  // Two parents, about sixty steps and five axe scans: on a busy two-core machine the journey
  // takes 90 s and more (each visit also waits for the app to take the page over).
  test.setTimeout(180_000);
  const tag = randomUUID().slice(0, 6);
  const aName = `Ava${tag}`;
  const bName = `Ben${tag}`;
  const ava = await networkParent(browser, aName, 'Toronto');
  const ben = await networkParent(browser, bName, 'Ottawa');

  // Ben has Messages open; Ava finds him and asks to connect.
  await ben.goto('/messages?tab=connections');
  await expect(ben.getByText('No pending requests')).toBeVisible();
  await ava.goto('/messages?tab=connections');
  await ava.getByRole('searchbox', { name: 'Search parents...' }).fill(bName);
  const find = ava.getByRole('region', { name: 'Find New Connections' });
  await find.getByRole('button', { name: `Connect with ${bName}` }).click();
  await expect(toast(ava, 'Connection Requested')).toBeVisible();
  await expect(
    ava.getByRole('region', { name: 'Pending Requests' }).getByText('Request sent · Pending'),
  ).toBeVisible();
  await shot(ava, 'connections-requested');

  // The request reaches Ben live; he accepts, and Ava sees the connection without a reload.
  const pending = ben.getByRole('region', { name: 'Pending Requests' });
  await pending.getByRole('button', { name: `Accept ${aName}` }).click();
  await expect(toast(ben, 'Connection Accepted')).toBeVisible();
  await expect(
    ava.getByRole('region', { name: 'Your Connections' }).getByText(bName),
  ).toBeVisible();
  await expectNoAxeViolations(ben, 'messages, connections tab');
  await shot(ben, 'connections-accepted');

  // Ben chooses Ava: the greeting is sent and the chat opens.
  await ben.getByRole('button', { name: `Message ${aName}` }).click();
  await expect(ben.getByRole('tab', { name: 'Chats', selected: true })).toBeVisible();
  const benLog = ben.getByRole('log', { name: `Messages with ${aName}` });
  await expect(benLog.getByText('Hi! Nice to connect with you.')).toBeVisible();

  // Ava's Messages tab shows it unread, live; she opens it and answers.
  await expect(mainNav(ava).getByRole('link', { name: /^Messages\W+1 unread$/ })).toBeVisible();
  // … and so does the header.
  await expect(
    ava.getByRole('banner').getByRole('link', { name: 'Messages, 1 unread' }),
  ).toBeVisible();
  await ava.getByRole('tab', { name: 'Chats' }).click();
  const list = ava.getByRole('list', { name: 'Conversations' });
  await expect(list.getByText('1 unread')).toBeVisible();
  await shot(ava, 'chats-unread');
  await list.getByRole('button', { name: new RegExp(bName) }).click();
  const avaLog = ava.getByRole('log', { name: `Messages with ${bName}` });
  await expect(avaLog.getByText('Hi! Nice to connect with you.')).toBeVisible();
  await expect(mainNav(ava).getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
  await expect(
    ava.getByRole('banner').getByRole('link', { name: 'Messages', exact: true }),
  ).toBeVisible();
  const avaBox = ava.getByRole('textbox', { name: 'Type a message...' });
  await avaBox.fill('Hello Ben! Want to meet at the park on Saturday?');
  await avaBox.press('Enter');
  await expect(avaLog.getByText('Hello Ben! Want to meet at the park on Saturday?')).toBeVisible();
  await expect(avaBox).toHaveValue('');

  // Back and forth without reloads.
  await expect(benLog.getByText('Hello Ben! Want to meet at the park on Saturday?')).toBeVisible();
  const benBox = ben.getByRole('textbox', { name: 'Type a message...' });
  await benBox.fill('Yes! 10 am at the splash pad?');
  await ben.getByRole('button', { name: 'Send message' }).click();
  await expect(avaLog.getByText('Yes! 10 am at the splash pad?')).toBeVisible();
  await expectNoAxeViolations(ava, 'messages, open chat');
  await shot(ava, 'chat-thread');

  // Ben blocks Ava: she can no longer write to him.
  await ben.goto('/messages?tab=connections');
  await ben.getByRole('button', { name: `More for ${aName}` }).click();
  await ben.getByRole('menuitem', { name: `Block ${aName}` }).click();
  await ben.getByRole('alertdialog').getByRole('button', { name: 'Block' }).click();
  await expect(toast(ben, 'Parent blocked')).toBeVisible();
  // She is not told; her chat learns it the next time it loads.
  await ava.reload();
  await expect(
    ava.getByText(`You can message ${bName} again once you are connected.`),
  ).toBeVisible();
  await shot(ava, 'chat-after-block');

  // Ben sees whom he blocked and unblocks Ava after a confirmation; she can find and ask again.
  const blocked = ben.getByRole('region', { name: 'Blocked Parents' });
  await expect(blocked.getByText(aName)).toBeVisible();
  await shot(ben, 'blocked-parents');
  await blocked.getByRole('button', { name: `Unblock ${aName}` }).click();
  const confirm = ben.getByRole('alertdialog', { name: `Unblock ${aName}?` });
  await expect(confirm).toBeVisible();
  await expectNoAxeViolations(ben, 'messages, unblock confirmation');
  await shot(ben, 'unblock-confirm');
  await confirm.getByRole('button', { name: 'Unblock' }).click();
  await expect(toast(ben, 'Parent unblocked')).toBeVisible();
  await expect(blocked).toBeHidden();
  // Nothing else comes back: they are not connected again.
  await expect(ben.getByRole('region', { name: 'Your Connections' }).getByText(aName)).toBeHidden();
  await ava.goto('/messages?tab=connections');
  await ava.getByRole('searchbox', { name: 'Search parents...' }).fill(bName);
  await ava
    .getByRole('region', { name: 'Find New Connections' })
    .getByRole('button', { name: `Connect with ${bName}` })
    .click();
  await expect(toast(ava, 'Connection Requested')).toBeVisible();
});

/** A POST as the page's parent, answered with JSON. */
async function post<T>(page: Page, path: string, data: unknown, status: number): Promise<T> {
  const res = await page.request.post(path, { data, headers: { origin: appOrigin() } });
  expect(res.status(), await res.text()).toBe(status);
  return (res.status() === 204 ? undefined : await res.json()) as T;
}
const userId = async (page: Page) =>
  ((await (await page.request.get('/api/me')).json()) as { user: { id: string } }).user.id;

test('a first contact goes somewhere: why nobody is found, and why a message was not sent @desktop', async ({
  browser,
}) => {
  const tag = randomUUID().slice(0, 6);
  const newcomer = waitingForApp(
    await (await browser.newContext({ baseURL: appOrigin() })).newPage(),
  );
  await createParent(newcomer.request);

  await test.step('a new parent learns that parents choose to be found, and can choose it', async () => {
    await newcomer.goto('/messages?tab=connections');
    await newcomer.getByRole('searchbox', { name: 'Search parents...' }).fill(`Nobody${tag}`);
    await expect(newcomer.getByText('No new parents found')).toBeVisible();
    await expect(newcomer.getByText(/Only parents who choose to be found show here/)).toBeVisible();
    const findable = newcomer.getByRole('switch', { name: 'Discoverable to other parents' });
    await expect(findable).not.toBeChecked();
    await expectNoAxeViolations(newcomer, 'messages, nobody found');
    await shot(newcomer, 'nobody-found');
    await findable.click();
    await expect(toast(newcomer, 'Settings saved')).toBeVisible();
    await expect(findable).toBeChecked();
  });

  await test.step('a message refused after a block says why, where the parent looks', async () => {
    const aName = `Ava${tag}`;
    const bName = `Ben${tag}`;
    const ava = await networkParent(browser, aName, 'Toronto');
    const ben = await networkParent(browser, bName, 'Ottawa');
    const [avaId, benId] = [await userId(ava), await userId(ben)];
    const asked = await post<{ id: string }>(
      ava,
      '/api/network/connections',
      { parentId: benId },
      201,
    );
    await post(ben, `/api/network/connections/${asked.id}/accept`, {}, 200);
    const chat = await post<{ id: string }>(
      ava,
      '/api/network/conversations',
      { parentId: benId },
      200,
    );
    await post(
      ava,
      `/api/network/conversations/${chat.id}/messages`,
      { clientId: randomUUID(), text: 'See you Saturday?' },
      201,
    );
    await ava.goto('/messages');
    await ava
      .getByRole('list', { name: 'Conversations' })
      .getByRole('button', { name: new RegExp(bName) })
      .click();
    const log = ava.getByRole('log', { name: `Messages with ${bName}` });
    await expect(log.getByText('See you Saturday?')).toBeVisible();
    await post(ben, '/api/network/blocks', { parentId: avaId }, 204);

    const box = ava.getByRole('textbox', { name: 'Type a message...' });
    await box.fill('Are we still on?');
    await box.press('Enter');
    await expect(log.getByText('Not sent')).toBeVisible();
    const reason = log.getByRole('alert');
    await expect(reason).toHaveText(
      'You can send messages only to parents you are connected with.',
    );
    await expect(reason).toBeInViewport();
    await expect(log.getByRole('button', { name: /^Retry sending/ })).toBeInViewport();
    // The chat now says so in place of the message box.
    await expect(
      ava.getByText(`You can message ${bName} again once you are connected.`),
    ).toBeVisible();
    await expectNoAxeViolations(ava, 'messages, not sent after a block');
    await shot(ava, 'not-sent-after-block');
  });
});
