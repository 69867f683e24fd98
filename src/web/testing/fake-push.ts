import { vi } from 'vitest';

/**
 * A browser's push machinery for web tests (jsdom has none): Notification with its permission
 * prompt, the service worker container and a PushManager. These are the browser's APIs, not ours,
 * so faking them is fair; the test says what the parent answers the prompt and reads what was
 * asked and registered.
 */
export type FakePushOptions = {
  /** Notification.permission before anything is asked. */
  permission?: NotificationPermission;
  /** What the parent answers when the browser asks (default: allow). */
  answer?: NotificationPermission | (() => Promise<NotificationPermission>);
  /** The device already has a subscription (made earlier). */
  subscribed?: boolean;
};

export const FAKE_ENDPOINT = 'https://push.example.com/send/device-1';
export const FAKE_KEYS = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };

export function installFakePush(options: FakePushOptions = {}) {
  const calls = { requestPermission: 0, register: [] as string[], subscribe: 0, unsubscribe: 0 };
  let permission: NotificationPermission = options.permission ?? 'default';
  let subscription: PushSubscription | null = null;
  let registered = false;

  const newSubscription = () =>
    ({
      endpoint: FAKE_ENDPOINT,
      options: { applicationServerKey: null, userVisibleOnly: true },
      toJSON: () => ({ endpoint: FAKE_ENDPOINT, keys: FAKE_KEYS }),
      unsubscribe: async () => {
        calls.unsubscribe += 1;
        subscription = null;
        return true;
      },
    }) as unknown as PushSubscription;
  if (options.subscribed) {
    subscription = newSubscription();
    registered = true;
  }

  const pushManager = {
    getSubscription: async () => subscription,
    subscribe: async () => {
      calls.subscribe += 1;
      subscription = newSubscription();
      return subscription;
    },
  };
  const registration = { pushManager, scope: '/' };
  const serviceWorker = {
    register: async (url: string) => {
      calls.register.push(url);
      registered = true;
      return registration;
    },
    getRegistration: async () => (registered ? registration : undefined),
    get ready() {
      return Promise.resolve(registration);
    },
  };
  class FakeNotification {
    static get permission() {
      return permission;
    }
    static async requestPermission() {
      calls.requestPermission += 1;
      const { answer = 'granted' } = options;
      permission = typeof answer === 'function' ? await answer() : answer;
      return permission;
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: serviceWorker });
  return {
    calls,
    /** Whether the device has a subscription now. */
    subscribed: () => subscription !== null,
  };
}

/** Takes the fake away again (stubbed globals go with vi.unstubAllGlobals after each test). */
export function removeFakePush() {
  Reflect.deleteProperty(navigator, 'serviceWorker');
}
