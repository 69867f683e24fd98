import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { activities } from './catalogue';
import { activityLists } from './collections';

/**
 * A parent's comment on an activity or on a list (spec part 2 section 3 'Comment': eventId or
 * listId, exactly one): top-level, or a reply in a top-level comment's thread (one level). A
 * reply carries its thread's subject. A deleted comment that has replies stays as a tombstone:
 * no author, no content, deleted_at set.
 */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    activityId: integer('activity_id').references(() => activities.id, { onDelete: 'cascade' }),
    /** A list's discussion, read and written through the list's live share link. */
    listId: uuid('list_id').references(() => activityLists.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => comments.id, {
      onDelete: 'cascade',
    }),
    /** Set null only together with a tombstone (the check below refuses anything else). */
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // Newest threads of an activity first, and the page after a cursor.
    index('comments_activity_threads_idx')
      .on(t.activityId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.parentId} is null`),
    index('comments_list_threads_idx')
      .on(t.listId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.parentId} is null`),
    index('comments_parent_idx').on(t.parentId, t.createdAt, t.id),
    // The per-minute limit, the export and account deletion.
    index('comments_author_idx').on(t.authorId, t.createdAt),
    check('comments_one_subject_check', sql`(${t.activityId} is null) <> (${t.listId} is null)`),
    check(
      'comments_live_or_tombstone_check',
      sql`(${t.deletedAt} is null and ${t.authorId} is not null and ${t.content} is not null)
        or (${t.deletedAt} is not null and ${t.authorId} is null and ${t.content} is null)`,
    ),
    check(
      'comments_content_check',
      sql`${t.content} is null or (char_length(${t.content}) between 1 and 2000 and btrim(${t.content}) <> '')`,
    ),
    // Only top-level comments are kept as tombstones; a deleted reply is removed.
    check(
      'comments_tombstone_top_level_check',
      sql`${t.deletedAt} is null or ${t.parentId} is null`,
    ),
  ],
);

/** One like per parent per comment. */
export const commentLikes = pgTable(
  'comment_likes',
  {
    commentId: uuid('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.userId] }),
    index('comment_likes_user_idx').on(t.userId),
  ],
);
