import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { activities } from './catalogue';

/**
 * A parent's 'Remind me' on a program whose registration has not opened (decision 061): reminder
 * jobs go out a day and ten minutes before the opening, rescheduled when the opening moves.
 */
export const registrationReminders = pgTable(
  'registration_reminders',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.activityId] }),
    index('registration_reminders_activity_idx').on(t.activityId),
  ],
);
