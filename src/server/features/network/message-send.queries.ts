import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { PARENT_LIMITS } from '../../../shared/parent-limits';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { conversations, messages } from '../../db/schema';
import { messageEmailJobSql } from '../../lib/message-email.queries';
import { sweepRateLimitsNowAndThen } from '../../lib/rate-limit';
import { countHitQuery } from '../../lib/rate-limit.queries';
import { eventLockKey, recordEventsWith } from '../../lib/realtime.queries';
import { messageColumns, sendingContextQuery, type MessageRow } from './messages.queries';

const MINUTE_MS = 60_000;
const HOUR_MS = 3_600_000;
const p = (name: string) => sql.placeholder(name);

/**
 * The message's part of the send, when the conversation is mine (`ctx`, sendingContextQuery), I
 * may message the other parent and did not send under this client id before: the minute's count,
 * the hour's only when the minute is within its limit, the message only when both are, and its
 * conversation moved to the top.
 */
function limitedMessage(db: Database) {
  const ctx = db.$with('ctx').as(sendingContextQuery(db));
  const minute = db
    .$with('minute')
    .as(
      countHitQuery(
        db,
        { id: p('minuteId'), key: p('minuteKey'), now: p('now'), windowMs: p('minuteMs') },
        { from: sql`ctx`, onlyIf: sql`ctx.may_message and not ctx.sent_before` },
      ),
    );
  const hour = db
    .$with('hour')
    .as(
      countHitQuery(
        db,
        { id: p('hourId'), key: p('hourKey'), now: p('now'), windowMs: p('hourMs') },
        { from: sql`minute`, onlyIf: sql`minute.count <= ${p('perMinute')}::int` },
      ),
    );
  const added = db.$with('added').as(
    db
      .insert(messages)
      .select(
        sql`select gen_random_uuid(), ${p('conversationId')}::uuid, ${p('me')}::text,
          ${p('clientId')}::uuid, ${p('body')}::text, now(), null::timestamptz
        from hour where hour.count <= ${p('perHour')}::int`,
      )
      .returning(messageColumns),
  );
  const moved = db.$with('moved').as(
    db
      .update(conversations)
      .set({ lastMessageAt: sql`now()` })
      .where(
        sql`${conversations.id} = ${p('conversationId')}::uuid and exists (select 1 from added)`,
      )
      .returning({ id: conversations.id }),
  );
  return { ctx, minute, hour, added, moved };
}

/**
 * A send in one statement, one round trip (it was eight: the context, the two limits, then begin,
 * message, locks, events, commit; each round trip costs the app and the database about as much as
 * the work in it): limitedMessage's, then an event for each parent of an added message, announced
 * at commit (lib/realtime.queries), and the receiver's message e-mail job (lib/message-email).
 * No row when the conversation is not mine.
 */
const sendStatement = preparedPerDatabase((db) => {
  const { ctx, minute, hour, added, moved } = limitedMessage(db);
  const events = recordEventsWith(
    sql`(select array[${eventLockKey(sql`ctx.other_id`)}, ${eventLockKey(p('me'))}] from ctx)`,
    sql`select v.user_id, 'message' as type,
        jsonb_build_object('conversationId', added.conversation_id, 'messageId', added.id) as payload, v.ord
      from added, ctx cross join lateral (values (1, ctx.other_id), (2, ${p('me')}::text)) as v(ord, user_id)`,
  );
  const locked = db.$with('locked', {}).as(events.locked);
  const stored = db.$with('stored', {}).as(events.stored);
  const announced = db.$with('announced', {}).as(events.announced);
  // Should the receiver stay away, an e-mail (and push) tells them later: one per burst.
  const queued = db.$with('queued', {}).as(messageEmailJobSql());
  const { id, conversationId, senderId, clientId, body, createdAt, readAt, cursorAt } = added;
  return db
    .with(ctx, minute, hour, added, moved, locked, stored, announced, queued)
    .select({
      otherId: ctx.otherId,
      mayMessage: ctx.mayMessage,
      sentBefore: ctx.sentBefore,
      minuteCount: minute.count,
      minuteStart: minute.windowStart,
      hourCount: hour.count,
      hourStart: hour.windowStart,
      message: { id, conversationId, senderId, clientId, body, createdAt, readAt, cursorAt },
      announced: sql<number>`(select count(*) from announced)`,
    })
    .from(ctx)
    .leftJoin(minute, sql`true`)
    .leftJoin(hour, sql`true`)
    .leftJoin(added, sql`true`)
    .prepare('kidventure_send_message');
});

/** A window's count and when it ends. */
export type Window = { count: number; resetAt: number };

/** What a send found and did: nothing is counted or added unless `mayMessage` and not `sentBefore`. */
export type SendOutcome = {
  mayMessage: boolean;
  sentBefore: boolean;
  minute: Window | null;
  hour: Window | null;
  row: MessageRow | null;
};

/**
 * Sends a message in my conversation, in one statement: when I may message the other parent and
 * did not send under this client id before, counts it against my minute and hour and, when both
 * are within their limits (PARENT_LIMITS.messages), adds it and tells both parents' open streams.
 * Null when the conversation is not mine.
 */
export async function sendMessageWrites(
  db: Database,
  input: { conversationId: string; senderId: string; clientId: string; body: string },
  now: number,
): Promise<SendOutcome | null> {
  const { senderId: me } = input;
  const [result] = await sendStatement(db).execute({
    ...input,
    me,
    now,
    minuteId: randomUUID(),
    minuteKey: `messages:${me}`,
    minuteMs: MINUTE_MS,
    perMinute: PARENT_LIMITS.messages.perMinute,
    hourId: randomUUID(),
    hourKey: `messages-hour:${me}`,
    hourMs: HOUR_MS,
    perHour: PARENT_LIMITS.messages.perHour,
  });
  if (!result) return null;
  if (result.minuteCount !== null) await sweepRateLimitsNowAndThen(db, now, HOUR_MS);
  const window = (count: number | null, start: number | string | null, ms: number) =>
    count === null || start === null ? null : { count, resetAt: Number(start) + ms };
  return {
    mayMessage: Boolean(result.mayMessage),
    sentBefore: Boolean(result.sentBefore),
    minute: window(result.minuteCount, result.minuteStart, MINUTE_MS),
    hour: window(result.hourCount, result.hourStart, HOUR_MS),
    row: result.message?.id ? result.message : null,
  };
}
