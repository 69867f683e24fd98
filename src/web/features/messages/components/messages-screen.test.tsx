import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OPENING_GREETING } from '../../../../shared/network-rules';
import { renderApp, routeKey, signedInMe, stubApi } from '../../../testing/render-app';
import {
  connectionAnswer,
  conversationAnswer,
  messageAnswer,
  parentAnswer,
} from '../../../testing/network-answer';
import { findToast } from '../../../testing/find-toast';
import { profileAnswer } from '../../../testing/profile-answer';

const me = { 'GET /api/me': { json: signedInMe() } };
const none = { received: [], sent: [], connected: [] };
const noParents = { 'GET /api/network/parents': { json: { items: [], nextOffset: null } } };

describe('messages screen', { timeout: 20_000 }, () => {
  it("shows 'No Messages Yet'; 'Find Connections' opens the Connections tab", async () => {
    stubApi({
      ...me,
      ...noParents,
      'GET /api/network/conversations': { json: { items: [], unreadTotal: 0 } },
      'GET /api/network/connections': { json: none },
    });
    const { user } = renderApp('/messages');
    // The first screen of the file loads its code: slow on a busy machine.
    expect(
      await screen.findByRole('heading', { name: 'No Messages Yet' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Chats', 'Connections']);
    await user.click(screen.getByRole('button', { name: 'Find Connections' }));
    expect(await screen.findByRole('tab', { name: 'Connections', selected: true })).toBeVisible();
    expect(await screen.findByText('No new parents found')).toBeVisible();
    expect(screen.getByRole('searchbox', { name: 'Search parents...' })).toBeVisible();
  });

  it('says why nobody is found, with the switch to be found right there', async () => {
    const profile = profileAnswer({ firstName: 'Sam' });
    const calls = stubApi({
      ...me,
      ...noParents,
      'GET /api/network/conversations': { json: { items: [], unreadTotal: 0 } },
      'GET /api/network/connections': { json: none },
      'GET /api/profile': { json: profile },
      'PATCH /api/profile': (body) => ({ json: { ...profile, ...(body as object) } }),
    });
    const { user } = renderApp('/messages?tab=connections');
    expect(await screen.findByText('No new parents found', {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByText(/Parents show here only once they choose to be found/)).toBeVisible();
    const found = await screen.findByRole('switch', { name: 'Discoverable to other parents' });
    expect(found).not.toBeChecked();
    await user.click(found);
    await waitFor(() => expect(found).toBeChecked());
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ discoverable: true });
    expect(await findToast('Settings saved')).toBeVisible();
  });

  it('accepts a request and asks a found parent, with the spec toasts', async () => {
    const request = connectionAnswer({
      parent: parentAnswer({ id: 'p-ana', firstName: 'Ana', avatarLetter: 'A' }),
    });
    const lee = parentAnswer({
      id: 'p-lee',
      firstName: 'Lee',
      avatarLetter: 'L',
      region: 'Ottawa',
    });
    const calls = stubApi({
      ...me,
      'GET /api/network/conversations': { json: { items: [], unreadTotal: 0 } },
      'GET /api/network/connections': { json: { ...none, received: [request] } },
      'GET /api/network/parents': (_body, url) => ({
        json: {
          items: url.searchParams.get('q') === 'ott' || !url.searchParams.get('q') ? [lee] : [],
          nextOffset: null,
        },
      }),
      [routeKey('POST /api/network/connections/:id/accept', request.id)]: {
        json: { ...request, status: 'accepted' as const },
      },
      'POST /api/network/connections': {
        status: 201,
        json: connectionAnswer({ direction: 'sent', parent: lee }),
      },
    });
    const { user } = renderApp('/messages?tab=connections');
    const pending = await screen.findByRole('region', { name: 'Pending Requests' });
    await user.click(await within(pending).findByRole('button', { name: 'Accept Ana' }));
    await findToast('Connection Accepted');
    expect(screen.getByText('You are now connected')).toBeVisible();

    await user.type(screen.getByRole('searchbox', { name: 'Search parents...' }), 'ott');
    const find = screen.getByRole('region', { name: 'Find New Connections' });
    await user.click(
      await within(find).findByRole('button', { name: 'Connect with Lee' }, { timeout: 5000 }),
    );
    await findToast('Connection Requested');
    expect(screen.getByText('Your connection request has been sent')).toBeVisible();
    expect(
      calls.find((c) => c.method === 'POST' && c.path === '/api/network/connections')?.body,
    ).toEqual({
      parentId: 'p-lee',
    });
  });

  it('declines with the spec toast', async () => {
    const request = connectionAnswer();
    stubApi({
      ...me,
      ...noParents,
      'GET /api/network/connections': { json: { ...none, received: [request] } },
      [routeKey('POST /api/network/connections/:id/decline', request.id)]: {
        json: { ...request, status: 'declined' as const },
      },
    });
    const { user } = renderApp('/messages?tab=connections');
    await user.click(await screen.findByRole('button', { name: 'Decline Maria' }));
    await findToast('Connection Declined');
    expect(screen.getByText('The connection request was declined')).toBeVisible();
  });

  it('choosing a connection with no conversation sends the greeting and switches to Chats', async () => {
    const connection = connectionAnswer({ status: 'accepted', direction: 'sent' });
    const conversation = conversationAnswer();
    let opened = false;
    const calls = stubApi({
      ...me,
      ...noParents,
      'GET /api/network/connections': { json: { ...none, connected: [connection] } },
      'POST /api/network/conversations': () => {
        opened = true;
        return { json: conversation };
      },
      'GET /api/network/conversations': () => ({
        json: { items: opened ? [conversation] : [], unreadTotal: 0 },
      }),
      [routeKey('POST /api/network/conversations/:id/messages', conversation.id)]: {
        status: 201,
        json: messageAnswer({ fromMe: true, text: OPENING_GREETING }),
      },
      [routeKey('GET /api/network/conversations/:id/messages', conversation.id)]: {
        json: {
          items: [messageAnswer({ fromMe: true, text: OPENING_GREETING })],
          nextCursor: null,
        },
      },
    });
    const { user, location } = renderApp('/messages?tab=connections');
    await user.click(await screen.findByRole('button', { name: 'Message Maria' }));
    expect(await screen.findByRole('tab', { name: 'Chats', selected: true })).toBeVisible();
    const log = await screen.findByRole('log', { name: 'Messages with Maria' });
    expect(await within(log).findByText(OPENING_GREETING)).toBeVisible();
    const sent = calls.find((c) => c.method === 'POST' && c.path.endsWith('/messages'));
    expect(sent?.body).toMatchObject({
      text: OPENING_GREETING,
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(location().search).toBe(`?chat=${conversation.id}`);
  });

  it('reads a thread as plain text, marks it read, and sends by Enter (Shift+Enter is a new line)', async () => {
    const conversation = conversationAnswer({
      unreadCount: 1,
      lastMessage: { text: '<b>Hi</b>', createdAt: '2026-11-20T10:00:00.000Z', fromMe: false },
    });
    const calls = stubApi({
      ...me,
      'GET /api/network/conversations': { json: { items: [conversation], unreadTotal: 1 } },
      [routeKey('GET /api/network/conversations/:id/messages', conversation.id)]: {
        json: { items: [messageAnswer({ text: '<b>Hi</b>' })], nextCursor: null },
      },
      [routeKey('POST /api/network/conversations/:id/read', conversation.id)]: {
        json: { marked: 1 },
      },
      [routeKey('POST /api/network/conversations/:id/messages', conversation.id)]: (body) => ({
        status: 201,
        json: messageAnswer({ fromMe: true, text: body.text }),
      }),
    });
    const { user } = renderApp('/messages');
    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(within(list).getByText('1')).toBeVisible();
    // The Messages tab of the main navigation shows the unread count.
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: /^Messages\W+1 unread$/ })).toBeVisible();
    await user.click(within(list).getByRole('button', { name: /Maria/ }));

    const log = await screen.findByRole('log', { name: 'Messages with Maria' });
    expect(await within(log).findByText('<b>Hi</b>')).toBeVisible();
    expect(log.querySelector('b')).toBeNull();
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/read'))).toBe(true));

    const box = screen.getByRole('textbox', { name: 'Type a message...' });
    const sendButton = screen.getByRole('button', { name: 'Send message' });
    expect(sendButton).toBeDisabled();
    await user.type(box, '   ');
    expect(sendButton).toBeDisabled();
    await user.clear(box);
    await user.type(box, 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(box).toHaveValue('Line one\nLine two');
    expect(sendButton).toBeEnabled();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(box).toHaveValue(''));
    const sent = calls.filter((c) => c.method === 'POST' && c.path.endsWith('/messages'));
    expect(sent.map((c) => (c.body as { text: string }).text)).toEqual(['Line one\nLine two']);
  });

  it('lists the parents I blocked and unblocks one after a confirmation, by keyboard', async () => {
    const sam = parentAnswer({ id: 'p-sam', firstName: 'Sam', avatarLetter: 'S' });
    let blocked = [{ parent: sam, blockedAt: '2026-11-20T10:00:00.000Z' }];
    const calls = stubApi({
      ...me,
      ...noParents,
      'GET /api/network/connections': { json: none },
      'GET /api/network/blocks': () => ({ json: { items: blocked } }),
      [routeKey('DELETE /api/network/blocks/:parentId', 'p-sam')]: () => {
        blocked = [];
        return { status: 204, json: null };
      },
    });
    const { user } = renderApp('/messages?tab=connections');
    const section = await screen.findByRole(
      'region',
      { name: 'Blocked Parents' },
      { timeout: 10_000 },
    );
    const unblock = within(section).getByRole('button', { name: 'Unblock Sam' });
    unblock.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alertdialog', { name: 'Unblock Sam?' })).toBeVisible();
    // Cancelling changes nothing.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    unblock.focus();
    await user.keyboard('{Enter}');
    const again = await screen.findByRole('alertdialog', { name: 'Unblock Sam?' });
    within(again).getByRole('button', { name: 'Unblock' }).focus();
    await user.keyboard('{Enter}');
    await findToast('Parent unblocked');
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Blocked Parents' })).toBeNull(),
    );
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/network/blocks/p-sam',
    ]);
  });
});
