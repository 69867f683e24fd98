import {
  NOTIFICATION_KINDS,
  withDefaults,
  type NotificationSettings,
} from '../../../shared/notifications';
import type {
  NotificationPage,
  NotificationSettingsUpdate,
} from '../../../shared/schemas/notification';
import type { Database } from '../../db/client';
import { AppError, notFound } from '../../lib/http-errors';
import {
  countUnread,
  listNotifications,
  markAllRead,
  markRead,
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
