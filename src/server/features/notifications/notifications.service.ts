import {
  NOTIFICATION_KIND_RULES,
  NOTIFICATION_KINDS,
  withDefaults,
  type NotificationSettings,
} from '../../../shared/notifications';
import type {
  NotificationPage,
  NotificationSettingsUpdate,
  Unsubscribed,
} from '../../../shared/schemas/notification';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/http-errors';
import { readUnsubscribeToken } from '../../lib/unsubscribe-token';
import {
  countUnread,
  listNotifications,
  markAllRead,
  markRead,
  accountExists,
  saveSettings,
  storedSettings,
} from './notifications.queries';
import { serverTimeZone } from '../../lib/notify';

/** The page cursor is the last id listed: ids only grow, so newest first is id order. */
function readCursor(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const id = Number(raw);
  if (Number.isSafeInteger(id) && id > 0 && String(id) === raw) return id;
  const message = 'Cursor is not valid: pass back nextCursor unchanged';
  throw new AppError(400, 'validation_failed', message, [{ path: 'cursor', message }]);
}

export async function listPage(
  db: Database,
  userId: string,
  { limit, cursor }: { limit: number; cursor?: string },
): Promise<NotificationPage> {
  const rows = await listNotifications(db, userId, {
    limit: limit + 1,
    before: readCursor(cursor),
  });
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items,
    nextCursor: rows.length > limit && last ? String(last.id) : null,
    unread: await countUnread(db, userId),
  };
}

export async function readOne(db: Database, userId: string, id: number) {
  if (!(await markRead(db, userId, id))) throw notFound('Notification not found');
  return { unread: await countUnread(db, userId) };
}

export async function readAll(db: Database, userId: string) {
  await markAllRead(db, userId);
  return { unread: 0 };
}

export async function getSettings(db: Database, userId: string): Promise<NotificationSettings> {
  return withDefaults((await storedSettings(db, [userId])).get(userId), serverTimeZone());
}

/** Applies a change over what is stored (or the defaults), and stores the whole. */
export async function updateSettings(
  db: Database,
  userId: string,
  change: NotificationSettingsUpdate,
): Promise<NotificationSettings> {
  const current = await getSettings(db, userId);
  const channels = { ...current.channels };
  for (const kind of NOTIFICATION_KINDS) {
    const choice = change.channels?.[kind];
    if (choice) channels[kind] = { ...channels[kind], ...choice };
  }
  const next: NotificationSettings = {
    channels,
    reminders: { ...current.reminders, ...change.reminders },
    quietHours: change.quietHours ?? current.quietHours,
    timeZone: change.timeZone ?? current.timeZone,
  };
  await saveSettings(db, userId, next);
  return next;
}

/**
 * The e-mail's unsubscribe link: turns off e-mail for the kind the signed token names, for the
 * parent it names. Again is the same answer; an account since deleted has nothing left to stop.
 */
export async function unsubscribe(
  db: Database,
  secret: string,
  token: string,
): Promise<Unsubscribed> {
  const subject = readUnsubscribeToken(secret, token);
  if (!subject) {
    throw new AppError(
      400,
      'invalid_unsubscribe_link',
      'This unsubscribe link is not valid. Choose what reaches you in your notification settings instead.',
    );
  }
  const { userId, kind } = subject;
  if (await accountExists(db, userId)) {
    await updateSettings(db, userId, { channels: { [kind]: { email: false } } });
  }
  return { kind, label: NOTIFICATION_KIND_RULES[kind].label, email: false };
}
