import { noticeAccepted, noticeRequested } from './network-notices';
import { checkHourlyAllowance, useHourlyAllowance } from '../../lib/parent-limits';
import type { z } from 'zod';
import {
  DECLINE_COOLDOWN_DAYS,
  MESSAGE_PAGE_DEFAULT,
  MESSAGES_PER_MINUTE,
} from '../../../shared/network-rules';
import type {
  BlockList,
  Connection,
  ConnectionList,
  Conversation,
  ConversationList,
  DirectoryPage,
  Message,
  MessagePage,
  SendMessageSchema,
} from '../../../shared/schemas/network';
import { DIRECTORY_PAGE_SIZE } from '../../../shared/network-rules';
import type { Database } from '../../db/client';
import { idempotentWrite } from '../../lib/idempotent-replay';
import { encodeNewestFirstCursor, readNewestFirstCursor } from '../../lib/newest-first-cursor';
import { pgErrorCode } from '../../lib/pg-errors';
import { recordEvents } from '../../lib/realtime.queries';
import {
  alreadyConnected,
  alreadyRequested,
  askAgainLater,
  cannotConnectWithSelf,
  clientIdReused,
  connectionNotFound,
  conversationNotFound,
  notConnected,
  parentNotFound,
  sendingTooFast,
} from './network.errors';
import {
  answerConnection,
  deleteConnection,
  deleteConnectionBetween,
  findConnectionBetween,
  insertConnection,
  listConnectionRows,
  renewConnection,
  type ConnectionRow,
} from './connections.queries';
import {
  findMyConversation,
  listConversationRows,
  markConversationRead,
  upsertConversation,
} from './conversations.queries';
import { findMessageByClientId, listMessageRows, toMessage } from './messages.queries';
import { sendMessageWrites } from './message-send.queries';
import {
  findParent,
  findRequestableParent,
  deleteBlock,
  insertBlock,
  mayMessage,
  listBlockedParents,
  searchDirectory,
  toNetworkParent,
  type ParentRow,
} from './parents.queries';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The other parent's open streams learn that a connection of theirs changed (never a block). */
const tellConnection = (tx: Database, userId: string, connectionId: string) =>
  recordEvents(tx, [{ userId, type: 'connection', payload: { connectionId } }]);

export async function listDirectory(
  db: Database,
  me: string,
  { q = '', offset = 0 }: { q?: string; offset?: number },
): Promise<DirectoryPage> {
  const rows = await searchDirectory(db, me, { q, offset, limit: DIRECTORY_PAGE_SIZE + 1 });
  const items = rows.slice(0, DIRECTORY_PAGE_SIZE).map(toNetworkParent);
  return {
    items,
    nextOffset: rows.length > DIRECTORY_PAGE_SIZE ? offset + DIRECTORY_PAGE_SIZE : null,
  };
}

function toConnection(
  row: ConnectionRow,
  me: string,
  parent: ParentRow,
  conversationId: string | null,
): Connection {
  return {
    id: row.id,
    status: row.status as Connection['status'],
    direction: row.requesterId === me ? 'sent' : 'received',
    parent: toNetworkParent(parent),
    createdAt: row.createdAt.toISOString(),
    conversationId,
  };
}

export async function listConnections(db: Database, me: string): Promise<ConnectionList> {
  const rows = await listConnectionRows(db, me);
  const list: ConnectionList = { received: [], sent: [], connected: [] };
  for (const { connection, parent, conversationId } of rows) {
    const item = toConnection(connection, me, parent, conversationId);
    if (connection.status === 'accepted') list.connected.push(item);
    else list[item.direction].push(item);
  }
  return list;
}

/**
 * Asks another parent to connect. If they already asked me, this accepts theirs (`accepted` true).
 * A second request of the pair is refused; a declined asker waits out the cooldown.
 */
export async function requestConnection(
  db: Database,
  me: string,
  parentId: string,
  now = new Date(),
): Promise<{ connection: Connection; accepted: boolean }> {
  if (parentId === me) throw cannotConnectWithSelf();
  // Each request rings the other parent: a patient flood is stopped too (shared/parent-limits).
  await useHourlyAllowance(db, 'connectionRequests', me);
  const result = await db
    .transaction(async (tx) => {
      const existing = await findConnectionBetween(tx, me, parentId);
      if (existing?.status === 'pending' && existing.addresseeId === me) {
        const row = await answerConnection(tx, me, existing.id, 'accepted');
        if (!row) throw connectionNotFound();
        await tellConnection(tx, parentId, row.id);
        await noticeAccepted(tx, me, parentId);
        return { row, accepted: true };
      }
      const parent = await findRequestableParent(tx, me, parentId);
      const name = toNetworkParent(
        parent ?? { id: parentId, firstName: null, region: null },
      ).firstName;
      if (existing?.status === 'pending') throw alreadyRequested(name);
      if (existing?.status === 'accepted') throw alreadyConnected(name);
      if (!parent) throw parentNotFound();
      if (existing) {
        const askAgainAt = new Date(
          (existing.respondedAt ?? existing.createdAt).getTime() + DECLINE_COOLDOWN_DAYS * DAY_MS,
        );
        if (existing.requesterId === me && askAgainAt > now) throw askAgainLater(name, askAgainAt);
        const row = await renewConnection(tx, existing.id, me, parentId);
        await tellConnection(tx, parentId, row.id);
        await noticeRequested(tx, me, parentId);
        return { row, accepted: false };
      }
      const row = await insertConnection(tx, me, parentId);
      await tellConnection(tx, parentId, row.id);
      await noticeRequested(tx, me, parentId);
      return { row, accepted: false };
    })
    .catch((err: unknown) => {
      // Both parents asked at the same instant: the pair's unique index let one in.
      if (pgErrorCode(err) === '23505') throw alreadyRequested('this parent');
      throw err;
    });
  const connection = await connectionWithParent(db, me, result.row.id);
  return { connection, accepted: result.accepted };
}

async function connectionWithParent(db: Database, me: string, id: string) {
  const rows = await listConnectionRows(db, me);
  const found = rows.find((r) => r.connection.id === id);
  if (!found) throw connectionNotFound();
  return toConnection(found.connection, me, found.parent, found.conversationId);
}

export async function answerRequest(
  db: Database,
  me: string,
  id: string,
  answer: 'accepted' | 'declined',
): Promise<Connection> {
  const row = await db.transaction(async (tx) => {
    const answered = await answerConnection(tx, me, id, answer);
    if (!answered) throw connectionNotFound();
    await tellConnection(tx, answered.requesterId, answered.id);
    if (answer === 'accepted') await noticeAccepted(tx, me, answered.requesterId);
    return answered;
  });
  const parent = await findParent(db, row.requesterId);
  return toConnection(
    row,
    me,
    parent ?? { id: row.requesterId, firstName: null, region: null },
    null,
  );
}

/** Withdraws my pending request, or removes a connection (either side may). */
export async function removeConnection(db: Database, me: string, id: string) {
  await db.transaction(async (tx) => {
    const row = await deleteConnection(tx, me, id);
    if (!row) throw connectionNotFound();
    await tellConnection(tx, row.requesterId === me ? row.addresseeId : row.requesterId, row.id);
  });
}

/** Blocks a parent: any connection or request between us goes, and they are not told. */
export async function blockParent(db: Database, me: string, parentId: string) {
  if (parentId === me) throw cannotConnectWithSelf();
  const parent = await findParent(db, parentId);
  if (!parent) throw parentNotFound();
  await db.transaction(async (tx) => {
    await deleteConnectionBetween(tx, me, parentId);
    await insertBlock(tx, me, parentId);
  });
}

/** The parents I blocked, most recent first. */
export async function listBlocks(db: Database, me: string): Promise<BlockList> {
  const rows = await listBlockedParents(db, me);
  return {
    items: rows.map((row) => ({
      parent: toNetworkParent(row.parent),
      blockedAt: row.blockedAt.toISOString(),
    })),
  };
}

/**
 * Lifts my block: the parent can find and ask me again (unless they blocked me too). Nothing
 * else comes back: the connection and any request stay gone; a conversation reopens for
 * messages only once the two connect again.
 */
export async function unblockParent(db: Database, me: string, parentId: string) {
  if (!(await deleteBlock(db, me, parentId))) throw parentNotFound();
}

async function toConversation(db: Database, me: string, id: string): Promise<Conversation> {
  const [row] = await listConversationRows(db, me, id);
  if (!row) throw conversationNotFound();
  return conversationFromRow(row);
}

function conversationFromRow(
  row: Awaited<ReturnType<typeof listConversationRows>>[number],
): Conversation {
  return {
    id: row.id,
    parent: toNetworkParent(row.parent),
    lastMessage:
      row.lastText !== null && row.lastAt !== null
        ? { text: row.lastText, createdAt: row.lastAt, fromMe: row.lastFromMe === true }
        : null,
    unreadCount: Number(row.unreadCount),
    canMessage: row.canMessage === true,
  };
}

export async function listConversations(db: Database, me: string): Promise<ConversationList> {
  const items = (await listConversationRows(db, me)).map(conversationFromRow);
  return { items, unreadTotal: items.reduce((sum, c) => sum + c.unreadCount, 0) };
}

/** The conversation with a connection, made on first use; only connected parents talk. */
export async function openConversation(db: Database, me: string, parentId: string) {
  if (parentId === me || !(await mayMessage(db, me, parentId))) throw notConnected();
  return toConversation(db, me, await upsertConversation(db, me, parentId));
}

export async function getConversation(db: Database, me: string, id: string) {
  return toConversation(db, me, id);
}

async function myConversation(db: Database, me: string, id: string) {
  const conversation = await findMyConversation(db, me, id);
  if (!conversation) throw conversationNotFound();
  return conversation;
}

export async function listMessages(
  db: Database,
  me: string,
  conversationId: string,
  query: { cursor?: string; limit?: number },
): Promise<MessagePage> {
  const cursor = readNewestFirstCursor(query.cursor);
  await myConversation(db, me, conversationId);
  const limit = query.limit ?? MESSAGE_PAGE_DEFAULT;
  const rows = await listMessageRows(db, conversationId, { cursor, limit });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => toMessage(row, me)),
    nextCursor:
      rows.length > limit && last
        ? encodeNewestFirstCursor({ createdAt: last.cursorAt, id: last.id })
        : null,
  };
}

/**
 * Sends a message. The client's id makes a retry answer the first send again (`replayed`), never a
 * second message. Only to a connection, at most MESSAGES_PER_MINUTE a minute and the hourly
 * allowance (shared/parent-limits). One statement checks all of it and writes (message-send.queries).
 */
export async function sendMessage(
  db: Database,
  me: string,
  conversationId: string,
  input: z.output<typeof SendMessageSchema>,
): Promise<{ message: Message; replayed: boolean }> {
  const find = () => findMessageByClientId(db, me, input.clientId);
  const replay = async (row: Awaited<ReturnType<typeof findMessageByClientId>> & object) => {
    if (row.conversationId !== conversationId || row.body !== input.text) throw clientIdReused();
    return { message: toMessage(row, me), replayed: true };
  };
  return idempotentWrite({
    find,
    maybeSeen: false,
    replay,
    write: async () => {
      const now = Date.now();
      const sent = await sendMessageWrites(
        db,
        { conversationId, senderId: me, clientId: input.clientId, body: input.text },
        now,
      );
      if (!sent) throw conversationNotFound();
      if (sent.sentBefore) {
        const earlier = await find();
        // Gone since (its conversation was removed): nothing to answer with.
        if (!earlier) throw conversationNotFound();
        return replay(earlier);
      }
      if (!sent.mayMessage) throw notConnected();
      if (sent.minute && sent.minute.count > MESSAGES_PER_MINUTE)
        throw sendingTooFast((sent.minute.resetAt - now) / 1000);
      if (sent.hour) checkHourlyAllowance('messages', sent.hour, now);
      if (!sent.row) throw new Error('a message within its limits was not added');
      return { message: toMessage(sent.row, me), replayed: false };
    },
    lostKey: (err) => pgErrorCode(err) === '23505',
  });
}

/** Opening a thread marks the other parent's messages read. */
export async function readConversation(db: Database, me: string, conversationId: string) {
  const { otherId } = await myConversation(db, me, conversationId);
  return { marked: await markConversationRead(db, me, conversationId, otherId) };
}
