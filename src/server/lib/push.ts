import https from 'node:https';
import webpush from 'web-push';
import { isTimedReminder } from '../../shared/notifications';
import type { Database } from '../db/client';
import { dropPushDevice, pushDevicesOf, type PushDevice } from './push.queries';
import type { VapidKeys } from './push-keys';

/** What a push carries to the service worker (src/web/public/sw.js). */
export type PushPayload = { id: number; title: string; body: string; link: string };

/** The notification as the push sender needs it (a stored notification and its parent). */
export type PushMessage = PushPayload & { userId: string; kind: string };

/** A device the push service could not take the message for now; worth trying again later. */
export type FailedPush = { deviceId: number; error: string };

/** Sends one notification to a parent's devices by web push. */
export type PushSender = {
  /** The VAPID public key browsers subscribe with (GET /api/push/key). */
  readonly publicKey: string;
  /**
   * Sends to each of the parent's devices, or to the one `deviceId` names. A device its push
   * service answers 404 or 410 (unsubscribed, expired) is forgotten; the others that failed are
   * answered, so only they are tried again.
   */
  send(db: Database, message: PushMessage, deviceId?: number): Promise<{ failed: FailedPush[] }>;
};

/** How long a push service keeps a message for a device that is offline (s). */
export const PUSH_TTL_SECONDS = 24 * 3600;
/** A reminder is worth less once its session is near: kept for two hours, and sent urgently. */
export const REMINDER_PUSH_TTL_SECONDS = 2 * 3600;
/** A push service that has not answered by now is taken as failed (retried later). */
const PUSH_TIMEOUT_MS = 10_000;

export type PushSenderOptions = {
  keys: VapidKeys;
  /** mailto: or https: (lib/push-keys.ts vapidSubjectFor). */
  subject: string;
  /** Certificates to trust for push services besides the system's (a stand-in service in tests). */
  ca?: string;
};

const gone = (err: unknown) =>
  err instanceof webpush.WebPushError && (err.statusCode === 404 || err.statusCode === 410);

const describe = (err: unknown) =>
  err instanceof webpush.WebPushError
    ? `push service answered ${err.statusCode}: ${err.body.slice(0, 200)}`
    : String(err);

export function createPushSender({ keys, subject, ca }: PushSenderOptions): PushSender {
  const agent = new https.Agent({ keepAlive: true, ...(ca ? { ca } : {}) });
  const options = ({ id, kind }: PushMessage): webpush.RequestOptions => ({
    vapidDetails: { subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
    TTL: isTimedReminder(kind) ? REMINDER_PUSH_TTL_SECONDS : PUSH_TTL_SECONDS,
    urgency: isTimedReminder(kind) ? 'high' : 'normal',
    // One topic per notification: a copy still waiting at the push service is replaced, not doubled.
    topic: `n${id}`,
    timeout: PUSH_TIMEOUT_MS,
    agent,
  });
  const sendTo = async (db: Database, device: PushDevice, message: PushMessage) => {
    const payload: PushPayload = {
      id: message.id,
      title: message.title,
      body: message.body,
      link: message.link,
    };
    try {
      await webpush.sendNotification(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        JSON.stringify(payload),
        options(message),
      );
      return null;
    } catch (err) {
      if (!gone(err)) return { deviceId: device.id, error: describe(err) };
      await dropPushDevice(db, device);
      return null;
    }
  };
  return {
    publicKey: keys.publicKey,
    async send(db, message, deviceId) {
      const devices = await pushDevicesOf(db, message.userId, deviceId);
      const results = await Promise.all(devices.map((device) => sendTo(db, device, message)));
      return { failed: results.filter((r): r is FailedPush => r !== null) };
    },
  };
}
