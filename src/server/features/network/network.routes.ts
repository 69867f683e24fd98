import { unauthorized } from '../../lib/http-errors';
import { createRouter } from '../../lib/router';
import { sseResponse } from '../../lib/sse-response';
import { runEventStream } from './event-stream';
import { liveUpdatesUnavailable } from './network.errors';
import {
  acceptConnectionRoute,
  blockParentRoute,
  declineConnectionRoute,
  deleteConnectionRoute,
  getConversationRoute,
  listConnectionsRoute,
  listBlocksRoute,
  listConversationsRoute,
  listDirectoryRoute,
  listMessagesRoute,
  networkEventsRoute,
  openConversationRoute,
  readConversationRoute,
  requestConnectionRoute,
  sendMessageRoute,
  unblockParentRoute,
} from './network.contract';
import {
  answerRequest,
  blockParent,
  getConversation,
  listBlocks,
  listConnections,
  listConversations,
  listDirectory,
  listMessages,
  openConversation,
  readConversation,
  removeConnection,
  requestConnection,
  sendMessage,
  unblockParent,
} from './network.service';

export const networkRoutes = createRouter()
  .openapi(listDirectoryRoute, async (c) => {
    return c.json(await listDirectory(c.var.deps.db, c.var.user.id, c.req.valid('query')), 200);
  })
  .openapi(listConnectionsRoute, async (c) => {
    return c.json(await listConnections(c.var.deps.db, c.var.user.id), 200);
  })
  .openapi(requestConnectionRoute, async (c) => {
    const { parentId } = c.req.valid('json');
    const { connection, accepted } = await requestConnection(
      c.var.deps.db,
      c.var.user.id,
      parentId,
    );
    return accepted ? c.json(connection, 200) : c.json(connection, 201);
  })
  .openapi(acceptConnectionRoute, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await answerRequest(c.var.deps.db, c.var.user.id, id, 'accepted'), 200);
  })
  .openapi(declineConnectionRoute, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await answerRequest(c.var.deps.db, c.var.user.id, id, 'declined'), 200);
  })
  .openapi(deleteConnectionRoute, async (c) => {
    await removeConnection(c.var.deps.db, c.var.user.id, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(blockParentRoute, async (c) => {
    await blockParent(c.var.deps.db, c.var.user.id, c.req.valid('json').parentId);
    return c.body(null, 204);
  })
  .openapi(listBlocksRoute, async (c) => {
    return c.json(await listBlocks(c.var.deps.db, c.var.user.id), 200);
  })
  .openapi(unblockParentRoute, async (c) => {
    await unblockParent(c.var.deps.db, c.var.user.id, c.req.valid('param').parentId);
    return c.body(null, 204);
  })
  .openapi(listConversationsRoute, async (c) => {
    return c.json(await listConversations(c.var.deps.db, c.var.user.id), 200);
  })
  .openapi(openConversationRoute, async (c) => {
    const { parentId } = c.req.valid('json');
    return c.json(await openConversation(c.var.deps.db, c.var.user.id, parentId), 200);
  })
  .openapi(getConversationRoute, async (c) => {
    return c.json(
      await getConversation(c.var.deps.db, c.var.user.id, c.req.valid('param').id),
      200,
    );
  })
  .openapi(listMessagesRoute, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await listMessages(c.var.deps.db, c.var.user.id, id, c.req.valid('query')), 200);
  })
  .openapi(sendMessageRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { message, replayed } = await sendMessage(
      c.var.deps.db,
      c.var.user.id,
      id,
      c.req.valid('json'),
    );
    return replayed ? c.json(message, 200) : c.json(message, 201);
  })
  .openapi(readConversationRoute, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await readConversation(c.var.deps.db, c.var.user.id, id), 200);
  })
  .openapi(networkEventsRoute, (c) => {
    const { db, realtime, logger } = c.var.deps;
    if (!realtime) throw liveUpdatesUnavailable();
    const user = c.var.user;
    const sessionId = c.var.sessionId;
    if (!sessionId) throw unauthorized();
    const fromHeader = c.req.valid('header')['Last-Event-ID'];
    const last = fromHeader !== undefined ? fromHeader : (c.req.valid('query').lastEventId ?? null);
    c.header('x-accel-buffering', 'no');
    return sseResponse(
      c,
      (sink) =>
        runEventStream(sink, { db, realtime, logger }, { userId: user.id, sessionId }, last),
      (err) => logger.error({ err, userId: user.id }, 'event stream failed'),
    );
  });
