import { createHmac, timingSafeEqual } from 'node:crypto';
import { isNotificationKind, type NotificationKind } from '../../shared/notifications';

/**
 * One-click unsubscribe (RFC 8058) works without signing in: the link carries who and what, signed
 * with the auth secret, so nobody can turn off someone else's e-mail by guessing. It stops one
 * kind of e-mail only, and does not expire: mail read months later still unsubscribes.
 */

export const UNSUBSCRIBE_API_PATH = '/api/notifications/unsubscribe';
/** The web page a parent lands on from the e-mail's visible link; it asks before it stops. */
export const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe';

const signature = (secret: string, userId: string, kind: string) =>
  createHmac('sha256', secret).update(`unsubscribe\n${userId}\n${kind}`).digest();

export function unsubscribeToken(secret: string, userId: string, kind: NotificationKind): string {
  const subject = Buffer.from(`${userId}\n${kind}`).toString('base64url');
  return `${subject}.${signature(secret, userId, kind).toString('base64url')}`;
}

/** Who and what a token unsubscribes; null when it was not signed by us (or is mangled). */
export function readUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; kind: NotificationKind } | null {
  const [subject, mac, ...rest] = token.split('.');
  if (!subject || !mac || rest.length > 0) return null;
  const [userId, kind, ...more] = Buffer.from(subject, 'base64url').toString('utf8').split('\n');
  if (!userId || !kind || more.length > 0 || !isNotificationKind(kind)) return null;
  const expected = signature(secret, userId, kind);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, kind };
}

/** The headers and the visible link of an e-mail a parent can unsubscribe from. */
export function unsubscribeLinks(
  appUrl: string,
  secret: string,
  userId: string,
  kind: NotificationKind,
) {
  const token = unsubscribeToken(secret, userId, kind);
  const oneClick = `${appUrl}${UNSUBSCRIBE_API_PATH}?token=${encodeURIComponent(token)}`;
  return {
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    pageUrl: `${appUrl}${UNSUBSCRIBE_PAGE_PATH}?token=${encodeURIComponent(token)}&kind=${encodeURIComponent(kind)}`,
  };
}
