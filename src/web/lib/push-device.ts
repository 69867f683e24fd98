/**
 * This browser's side of web push: the service worker (public/sw.js) and its push subscription.
 * Nothing here runs on load: the worker is registered, and permission asked, only when the parent
 * turns push on (the settings switch, or the offer after a booking).
 */

/** The worker's file and scope: same origin, the whole app, so a click can open any page. */
const WORKER_URL = '/sw.js';
const WORKER_SCOPE = '/';

/** Whether this browser can receive web push at all. */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** 'granted', 'denied' (the parent blocked it: only the browser's settings can change it) or 'default'. */
export const notificationPermission = (): NotificationPermission => Notification.permission;

/** The subscription this browser already has, without registering anything. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(WORKER_SCOPE);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** A base64url VAPID key as the bytes pushManager.subscribe wants. */
function keyBytes(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const sameKey = (subscription: PushSubscription, key: Uint8Array) => {
  const own = subscription.options.applicationServerKey;
  if (!own) return false;
  const bytes = new Uint8Array(own);
  return bytes.length === key.length && bytes.every((b, i) => b === key[i]);
};

export type PushSubscribeResult =
  | { permission: 'granted'; subscription: PushSubscriptionJSON }
  | { permission: 'denied' | 'default' };

/**
 * Asks for permission (the browser's prompt shows now, and only now), registers the worker and
 * subscribes it with the server's key. A subscription made for another key (the server's keys
 * were replaced) is swapped for a new one.
 */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscribeResult> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return { permission };
  await navigator.serviceWorker.register(WORKER_URL, { scope: WORKER_SCOPE });
  // subscribe() needs an active worker: ready waits for it.
  const registration = await navigator.serviceWorker.ready;
  const key = keyBytes(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing, key)) return { permission, subscription: existing.toJSON() };
  await existing?.unsubscribe();
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  return { permission, subscription: subscription.toJSON() };
}

/** Ends this browser's subscription; answers its endpoint (for the server to forget), if any. */
export async function unsubscribeThisDevice(): Promise<string | null> {
  const subscription = await currentPushSubscription();
  if (!subscription) return null;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  return endpoint;
}
