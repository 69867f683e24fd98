import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '../../../../shared/schemas/network';
import {
  apiError,
  heldAnswer,
  renderApp,
  routeKey,
  signedInMe,
  stubApi,
  type ApiAnswer,
} from '../../../testing/render-app';
import { conversationAnswer, messageAnswer } from '../../../testing/network-answer';

/** The browser's live stream, played by the test: `emit` delivers an event to the app. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  private listeners = new Map<string, ((event: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  removeEventListener() {}
  close() {}
  emit(type: string, data: unknown) {
    const event = new MessageEvent<string>(type, { data: JSON.stringify(data) });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

afterEach(() => {
  FakeEventSource.opened = [];
});

type SendAnswer = ApiAnswer<'POST /api/network/conversations/:id/messages'>;

/** A thread with one message from Maria; sending is answered by `answerSend`. */
function openThread(answerSend: (body: { clientId: string; text: string }) => Promise<SendAnswer>) {
  vi.stubGlobal('EventSource', FakeEventSource);
  const conversation = conversationAnswer();
  const stored: Message[] = [messageAnswer({ conversationId: conversation.id, text: 'Hi there' })];
  const calls = stubApi({
    'GET /api/me': { json: signedInMe() },
    'GET /api/network/conversations': { json: { items: [conversation], unreadTotal: 0 } },
    [routeKey('GET /api/network/conversations/:id/messages', conversation.id)]: () => ({
      json: { items: stored.slice().reverse(), nextCursor: null },
    }),
    [routeKey('POST /api/network/conversations/:id/messages', conversation.id)]: (body) =>
      answerSend(body),
  });
  const store = (body: { clientId: string; text: string }) => {
    const message = messageAnswer({
      conversationId: conversation.id,
      fromMe: true,
      clientId: body.clientId,
      text: body.text,
      createdAt: '2026-11-20T10:05:00.000Z',
    });
    if (!stored.some((m) => m.clientId === body.clientId)) stored.push(message);
    return stored.find((m) => m.clientId === body.clientId) ?? message;
  };
  const sends = () =>
    calls
      .filter((c) => c.method === 'POST' && c.path.endsWith('/messages'))
      .map((c) => c.body as { clientId: string; text: string });
  return { conversation, store, sends };
}

async function typeAndSend(user: ReturnType<typeof renderApp>['user'], text: string) {
  const box = await screen.findByRole('textbox', { name: 'Type a message...' });
  await user.type(box, text);
  await user.keyboard('{Enter}');
}

const bubbles = (log: HTMLElement, text: string) => within(log).queryAllByText(text);

describe('sending a message in a thread', { timeout: 20_000 }, () => {
  it("shows it at once as sending, then as the server's message, once even when the live event comes first", async () => {
    const held = heldAnswer<SendAnswer>();
    const thread = openThread(() => held.answer);
    const { user } = renderApp('/messages');
    await user.click(
      within(
        // The first screen of a file loads its code: slow on a busy machine.
        await screen.findByRole('list', { name: 'Conversations' }, { timeout: 10_000 }),
      ).getByRole('button', {
        name: /Maria/,
      }),
    );
    const log = await screen.findByRole('log', { name: 'Messages with Maria' });
    expect(await within(log).findByText('Hi there')).toBeVisible();

    await typeAndSend(user, 'See you at the pool');
    // On screen before the server has answered, marked as on its way; the box is free again.
    expect(within(log).getByText('See you at the pool')).toBeVisible();
    expect(within(log).getByText('Sending…')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Type a message...' })).toHaveValue('');

    // The server stored it and the live event arrives before the answer to the POST.
    const [body] = thread.sends();
    if (!body) throw new Error('nothing was sent');
    const stored = thread.store(body);
    await waitFor(() => expect(FakeEventSource.opened.length).toBeGreaterThan(0));
    for (const source of FakeEventSource.opened) {
      source.emit('message', { conversationId: thread.conversation.id, messageId: stored.id });
    }
    await waitFor(() => expect(within(log).queryByText('Sending…')).toBeNull());
    expect(bubbles(log, 'See you at the pool')).toHaveLength(1);

    held.release({ status: 201, json: stored });
    await waitFor(() => expect(thread.sends()).toHaveLength(1));
    expect(bubbles(log, 'See you at the pool')).toHaveLength(1);
    expect(within(log).queryByText('Not sent')).toBeNull();
  });

  it("keeps a failed message as 'Not sent'; Retry sends it again under the same client id", async () => {
    let attempts = 0;
    const thread = openThread(async (body) => {
      attempts += 1;
      if (attempts === 1) {
        return apiError(
          429,
          'rate_limited',
          'You are sending messages too fast. Please wait a minute and try again.',
        ) as SendAnswer;
      }
      return { status: 201, json: thread.store(body) };
    });
    const { user } = renderApp('/messages');
    await user.click(
      within(
        // The first screen of a file loads its code: slow on a busy machine.
        await screen.findByRole('list', { name: 'Conversations' }, { timeout: 10_000 }),
      ).getByRole('button', {
        name: /Maria/,
      }),
    );
    const log = await screen.findByRole('log', { name: 'Messages with Maria' });
    await typeAndSend(user, 'Bring towels');

    expect(await within(log).findByText('Not sent')).toBeVisible();
    expect(within(log).getByText('Bring towels')).toBeVisible();
    expect(
      within(log).getByText(
        'You are sending messages too fast. Please wait a minute and try again.',
      ),
    ).toBeVisible();

    await user.click(within(log).getByRole('button', { name: 'Retry sending “Bring towels”' }));
    await waitFor(() => expect(within(log).queryByText('Not sent')).toBeNull());
    await waitFor(() => expect(within(log).queryByText('Sending…')).toBeNull());
    expect(bubbles(log, 'Bring towels')).toHaveLength(1);
    const [first, second] = thread.sends();
    expect(second).toEqual(first);
    expect(first?.clientId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
