import { sql } from 'drizzle-orm';
import { jobs, notifications } from '../db/schema';
import { AWAY_AFTER_MS, MESSAGE_EMAIL_EVERY_MS, MESSAGE_EMAIL_JOB } from './message-email';

/**
 * The part of a send's statement that lets the receiver of the message just added (`added`, whose
 * other parent is `ctx.other_id`) be told later, by e-mail and push, should they stay away. One
 * job waits per receiver and conversation, so a burst of messages adds one job (`on conflict do
 * nothing`), due two minutes from now and no sooner than 15 minutes after they were last told of
 * this conversation (the `notifiedAt` its job wrote): at most one e-mail per conversation per 15
 * minutes, never one per message.
 */
export const messageEmailJobSql = () => sql`insert into ${jobs} (kind, run_at, payload, key)
  select ${MESSAGE_EMAIL_JOB}::text,
    greatest(
      now() + ${AWAY_AFTER_MS}::int * interval '1 millisecond',
      (select (n.data ->> 'notifiedAt')::timestamptz
        from ${notifications} n
        where n.user_id = ctx.other_id and n.kind = 'message'
          and n.data ->> 'conversationId' = added.conversation_id::text
        order by n.id desc limit 1) + ${MESSAGE_EMAIL_EVERY_MS}::int * interval '1 millisecond'
    ),
    jsonb_build_object('receiverId', ctx.other_id, 'conversationId', added.conversation_id),
    ${MESSAGE_EMAIL_JOB}::text || ':' || ctx.other_id || ':' || added.conversation_id::text
  from added, ctx
  on conflict (key) do nothing
  returning id`;
