import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installFakePush, removeFakePush, type FakePushOptions } from '../../../testing/fake-push';
import { pushDeviceQueryKey } from '../../../api/push/use-push-device';
import { stubApi } from '../../../testing/render-app';
import { PushOffer } from './push-offer';

beforeEach(() => localStorage.clear());
afterEach(removeFakePush);

function renderOffer(browser?: FakePushOptions) {
  const fake = browser ? installFakePush(browser) : null;
  const calls = stubApi({
    'GET /api/push/key': { json: { publicKey: 'B'.repeat(87) } },
    'PUT /api/push/subscription': { status: 204, json: null },
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <PushOffer />
    </QueryClientProvider>,
  );
  /** Resolves once the device's state (support, permission, subscription) has been read. */
  const deviceRead = () =>
    waitFor(() => expect(client.getQueryState(pushDeviceQueryKey)?.status).toBe('success'));
  return { fake, calls, view, deviceRead, user: userEvent.setup() };
}

const offer = () => screen.queryByRole('heading', { name: 'Get reminders on this phone' });

describe('the offer of reminders after a booking', () => {
  it('turns push on for this device when the parent takes it, asking only then', async () => {
    const { fake, calls, user } = renderOffer({ permission: 'default' });
    await waitFor(() => expect(offer()).toBeInTheDocument());
    expect(fake?.calls.requestPermission).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Turn on reminders' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Push notifications are on for this device.',
    );
    expect(fake?.calls.requestPermission).toBe(1);
    expect(calls.some((c) => c.method === 'PUT')).toBe(true);
  });

  it('once dismissed, is not made again on this browser', async () => {
    const { user, view } = renderOffer({ permission: 'default' });
    await waitFor(() => expect(offer()).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(offer()).not.toBeInTheDocument();
    view.unmount();

    const again = renderOffer({ permission: 'default' });
    await again.deviceRead();
    expect(offer()).not.toBeInTheDocument();
  });

  it.each([
    ['the browser cannot do push', undefined],
    ['notifications are blocked', { permission: 'denied' } as const],
    ['this device already gets push', { permission: 'granted', subscribed: true } as const],
  ])('is not made when %s', async (_name, browser) => {
    const { view, deviceRead } = renderOffer(browser);
    await deviceRead();
    expect(view.container).toBeEmptyDOMElement();
  });
});
