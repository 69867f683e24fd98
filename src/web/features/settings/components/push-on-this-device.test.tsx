import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  FAKE_ENDPOINT,
  FAKE_KEYS,
  installFakePush,
  removeFakePush,
  type FakePushOptions,
} from '../../../testing/fake-push';
import { apiError, heldAnswer, stubApi, type ApiAnswer } from '../../../testing/render-app';
import { PUSH_TEXT, PushOnThisDevice } from './push-on-this-device';

const PUBLIC_KEY = 'B'.repeat(87);

afterEach(removeFakePush);

function renderSwitch(
  browser?: FakePushOptions,
  saved?: () => Promise<ApiAnswer<'PUT /api/push/subscription'>>,
) {
  const fake = browser ? installFakePush(browser) : null;
  const calls = stubApi({
    'GET /api/push/key': { json: { publicKey: PUBLIC_KEY } },
    'PUT /api/push/subscription': saved ?? { status: 204, json: null },
    'DELETE /api/push/subscription': { status: 204, json: null },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PushOnThisDevice />
    </QueryClientProvider>,
  );
  const toggle = () => screen.getByRole('switch', { name: 'Push notifications on this device' });
  return { fake, calls, toggle, user: userEvent.setup() };
}

describe('push notifications on this device', () => {
  it('asks the browser nothing until the parent turns it on, then subscribes and tells the server', async () => {
    const { fake, calls, toggle, user } = renderSwitch({ permission: 'default' });
    await waitFor(() => expect(toggle()).toBeEnabled());
    expect(toggle()).not.toBeChecked();
    expect(fake?.calls).toMatchObject({ requestPermission: 0, register: [], subscribe: 0 });

    await user.click(toggle());
    await waitFor(() => expect(screen.getByText(PUSH_TEXT.on)).toBeInTheDocument());
    expect(toggle()).toBeChecked();
    expect(fake?.calls).toMatchObject({ requestPermission: 1, register: ['/sw.js'], subscribe: 1 });
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      endpoint: FAKE_ENDPOINT,
      keys: FAKE_KEYS,
    });
  });

  it('turns off: the browser unsubscribes and the server forgets the device', async () => {
    const { fake, calls, toggle, user } = renderSwitch({ permission: 'granted', subscribed: true });
    await waitFor(() => expect(toggle()).toBeChecked());
    await user.click(toggle());
    await waitFor(() => expect(toggle()).not.toBeChecked());
    expect(fake?.subscribed()).toBe(false);
    expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({ endpoint: FAKE_ENDPOINT });
  });

  it('says when the browser cannot do push, and cannot be turned on', async () => {
    const { toggle } = renderSwitch();
    await waitFor(() => expect(screen.getByText(PUSH_TEXT.unsupported)).toBeInTheDocument());
    expect(toggle()).toBeDisabled();
  });

  it('explains how to allow notifications the parent blocked', async () => {
    const { fake, toggle } = renderSwitch({ permission: 'denied' });
    await waitFor(() => expect(screen.getByText(PUSH_TEXT.denied)).toBeInTheDocument());
    expect(toggle()).toBeDisabled();
    expect(fake?.calls.requestPermission).toBe(0);
  });

  it('stays off when the parent blocks the prompt, with how to allow it', async () => {
    const { fake, calls, toggle, user } = renderSwitch({ permission: 'default', answer: 'denied' });
    await waitFor(() => expect(toggle()).toBeEnabled());
    await user.click(toggle());
    await waitFor(() => expect(screen.getByText(PUSH_TEXT.denied)).toBeInTheDocument());
    expect(toggle()).not.toBeChecked();
    expect(fake?.calls.subscribe).toBe(0);
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows it is busy while the server saves, then the error, and leaves nothing subscribed', async () => {
    const held = heldAnswer<ApiAnswer<'PUT /api/push/subscription'>>();
    const { fake, toggle, user } = renderSwitch({ permission: 'granted' }, () => held.answer);
    await waitFor(() => expect(toggle()).toBeEnabled());
    await user.click(toggle());
    await waitFor(() => expect(screen.getByText(PUSH_TEXT.turningOn)).toBeInTheDocument());
    expect(toggle()).toBeDisabled();

    held.release(apiError(503, 'unavailable', 'Kidventure is busy. Please try again.'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${PUSH_TEXT.failedOn} Kidventure is busy. Please try again.`,
    );
    expect(toggle()).not.toBeChecked();
    expect(toggle()).toBeEnabled();
    expect(fake?.subscribed()).toBe(false);
  });
});
