import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  BlockListSchema,
  ConnectionListSchema,
  ConnectionSchema,
  ConversationListSchema,
  ConversationSchema,
  DirectoryPageSchema,
  DirectoryQuerySchema,
  MessagePageQuerySchema,
  MessagePageSchema,
  MessageSchema,
  ParentRefSchema,
  SendMessageSchema,
} from '../../../shared/schemas/network';
import { requireUser } from '../../lib/auth';
import { pathParam, uuidParam } from '../../lib/ids';
import { ErrorResponseSchema, json, jsonBody } from '../../lib/openapi';
import { MAX_STREAMS_PER_PARENT } from '../../lib/realtime';
import { parseLastEventId } from './event-stream';
import { connectionNotFound, conversationNotFound, parentNotFound } from './network.errors';

const tags = ['network'];
const middleware = requireUser;
const ConnectionParamsSchema = z.object({ id: uuidParam(connectionNotFound) });
const ConversationParamsSchema = z.object({ id: uuidParam(conversationNotFound) });
/** Parent ids are the auth library's text ids: any short text, an unknown one is not found. */
const BlockParamsSchema = z.object({
  parentId: pathParam((id) => id.length > 0 && id.length <= 100, parentNotFound),
});

const unauthorized = json(ErrorResponseSchema, 'Not signed in: User not authenticated');
const invalid = json(ErrorResponseSchema, 'Invalid input (validation_failed, with details)');
const error = (description: string) => json(ErrorResponseSchema, description);

export const listDirectoryRoute = createRoute({
  method: 'get',
  path: '/network/parents',
  tags,
  middleware,
  summary: 'Parents who chose to be found (first name, avatar letter, region), not yet connected',
  request: { query: DirectoryQuerySchema },
  responses: { 200: json(DirectoryPageSchema, 'One page'), 400: invalid, 401: unauthorized },
});

export const listConnectionsRoute = createRoute({
  method: 'get',
  path: '/network/connections',
  tags,
  middleware,
  summary: 'Requests to me, requests I sent, and my connections',
  responses: { 200: json(ConnectionListSchema, 'The connections'), 401: unauthorized },
});

export const requestConnectionRoute = createRoute({
  method: 'post',
  path: '/network/connections',
  tags,
  middleware,
  summary: 'Ask a parent to connect; if they already asked me, this accepts theirs (200)',
  request: jsonBody(ParentRefSchema),
  responses: {
    200: json(ConnectionSchema, 'Their request, now accepted'),
    201: json(ConnectionSchema, 'The new request'),
    400: invalid,
    401: unauthorized,
    404: error('No such parent to ask'),
    409: error('Already asked, already connected, or declined less than 30 days ago'),
  },
});

const answerRoute = (answer: 'accept' | 'decline') =>
  createRoute({
    method: 'post',
    path: `/network/connections/{id}/${answer}`,
    tags,
    middleware,
    summary: `${answer === 'accept' ? 'Accept' : 'Decline'} a request addressed to me`,
    request: { params: ConnectionParamsSchema },
    responses: {
      200: json(ConnectionSchema, 'The answered request'),
      401: unauthorized,
      404: error('No pending request to me with this id'),
    },
  });
export const acceptConnectionRoute = answerRoute('accept');
export const declineConnectionRoute = answerRoute('decline');

export const deleteConnectionRoute = createRoute({
  method: 'delete',
  path: '/network/connections/{id}',
  tags,
  middleware,
  summary: 'Withdraw my pending request, or remove a connection',
  request: { params: ConnectionParamsSchema },
  responses: { 204: { description: 'Gone' }, 401: unauthorized, 404: error('Nothing to remove') },
});

export const blockParentRoute = createRoute({
  method: 'post',
  path: '/network/blocks',
  tags,
  middleware,
  summary: 'Block a parent: they can no longer find, ask or message me (they are not told)',
  request: jsonBody(ParentRefSchema),
  responses: {
    204: { description: 'Blocked' },
    400: invalid,
    401: unauthorized,
    404: error('No such parent'),
  },
});

export const listBlocksRoute = createRoute({
  method: 'get',
  path: '/network/blocks',
  tags,
  middleware,
  summary: 'The parents I blocked, most recent first',
  responses: { 200: json(BlockListSchema, 'The blocked parents'), 401: unauthorized },
});

export const unblockParentRoute = createRoute({
  method: 'delete',
  path: '/network/blocks/{parentId}',
  tags,
  middleware,
  summary: 'Unblock a parent: they can find and ask me again; nothing else is restored',
  request: { params: BlockParamsSchema },
  responses: {
    204: { description: 'Unblocked' },
    401: unauthorized,
    404: error('I have not blocked this parent'),
  },
});

export const listConversationsRoute = createRoute({
  method: 'get',
  path: '/network/conversations',
  tags,
  middleware,
  summary: 'My conversations, newest activity first, with unread counts',
  responses: { 200: json(ConversationListSchema, 'The conversations'), 401: unauthorized },
});

export const openConversationRoute = createRoute({
  method: 'post',
  path: '/network/conversations',
  tags,
  middleware,
  summary: 'The conversation with a connection, made on first use',
  request: jsonBody(ParentRefSchema),
  responses: {
    200: json(ConversationSchema, 'The conversation'),
    400: invalid,
    401: unauthorized,
    403: error('Not connected with this parent'),
  },
});

export const getConversationRoute = createRoute({
  method: 'get',
  path: '/network/conversations/{id}',
  tags,
  middleware,
  summary: 'One of my conversations',
  request: { params: ConversationParamsSchema },
  responses: {
    200: json(ConversationSchema, 'The conversation'),
    401: unauthorized,
    404: error('Not found'),
  },
});

export const listMessagesRoute = createRoute({
  method: 'get',
  path: '/network/conversations/{id}/messages',
  tags,
  middleware,
  summary: 'Messages, newest first; nextCursor reads older ones',
  request: { params: ConversationParamsSchema, query: MessagePageQuerySchema },
  responses: {
    200: json(MessagePageSchema, 'One page'),
    400: invalid,
    401: unauthorized,
    404: error('Not found'),
  },
});

export const sendMessageRoute = createRoute({
  method: 'post',
  path: '/network/conversations/{id}/messages',
  tags,
  middleware,
  summary: 'Send a message (idempotent on clientId)',
  request: { params: ConversationParamsSchema, ...jsonBody(SendMessageSchema) },
  responses: {
    200: json(MessageSchema, 'Sent before under this clientId'),
    201: json(MessageSchema, 'Sent'),
    400: invalid,
    401: unauthorized,
    403: error('Not connected with this parent'),
    404: error('Not found'),
    409: error('clientId used for another message'),
    429: error('More than 30 messages in a minute'),
  },
});

export const readConversationRoute = createRoute({
  method: 'post',
  path: '/network/conversations/{id}/read',
  tags,
  middleware,
  summary: "Mark the other parent's messages read",
  request: { params: ConversationParamsSchema },
  responses: {
    200: json(z.object({ marked: z.number() }), 'How many were marked'),
    401: unauthorized,
    404: error('Not found'),
  },
});

/**
 * The event to resume after, as text: a whole number of up to 15 digits resumes after that event;
 * any other value is ignored and the stream starts at the newest event (never a 400). An absent
 * one stays undefined, so a header that is there, even a malformed one, wins over the query.
 */
const LastEventIdSchema = z.string().transform(parseLastEventId);

/** The stream's frames, as event-stream.ts writes them. */
const EVENT_STREAM_DESCRIPTION = [
  'Server-Sent Events, one frame per event, open until the client leaves, the server stops or the session it was opened with ends (signed out, password changed or reset):',
  '- `ready` (no id, `retry: 2000`), first: `{"after": number, "resync"?: true}`, the event id the stream starts after; `resync` when the Last-Event-ID sent is above my newest event (not one given here): nothing in between can be replayed, so fetch again what is shown.',
  '- `message` (id): `{"conversationId": string, "messageId": string}`, a message sent or received in one of my conversations (my own sends too).',
  '- `read` (id): `{"conversationId": string}`, the other parent read my messages there.',
  '- `connection` (id): `{"connectionId": string}`, a request to me, an answer to mine, or a connection removed (never a block).',
  '- `comment` (id): `{"commentId": string}`, a reply to one of my comments.',
  '- `notification` (id): `{"id": number}`, a new notification for the bell (GET /api/notifications).',
  `- \`closed\` (no id), last: \`{"reason": "displaced"}\`, I opened more streams than one parent may hold (${MAX_STREAMS_PER_PARENT} on one server): this, my oldest, ends. A tab out of view can wait to be shown before it reconnects.`,
  '- `: heartbeat`, a comment every 25 s so proxies keep an idle stream open.',
  'Each event is sent once, in id order. A reconnecting EventSource sends the last id back as Last-Event-ID and gets exactly what it missed (events are kept 7 days).',
].join('\n');

export const networkEventsRoute = createRoute({
  method: 'get',
  path: '/network/events',
  tags,
  middleware,
  summary: "The parent's live events (Server-Sent Events), resumable after a Last-Event-ID",
  request: {
    headers: z.object({
      'Last-Event-ID': LastEventIdSchema.optional().meta({
        description: 'Resume after this event id (what EventSource sends back on reconnecting)',
        example: '42',
      }),
    }),
    query: z.object({
      // A repeated key arrives as a list: the first value counts, as for the header.
      lastEventId: z
        .union([z.string(), z.array(z.string())])
        .transform((v) => (Array.isArray(v) ? v[0] : v))
        .pipe(LastEventIdSchema)
        .optional()
        .meta({ description: 'The same, for a first connection; the header wins', example: '42' }),
    }),
  },
  responses: {
    200: {
      description: 'The event stream (X-Accel-Buffering: no, so proxies pass each frame at once)',
      content: {
        'text/event-stream': { schema: z.string().meta({ description: EVENT_STREAM_DESCRIPTION }) },
      },
    },
    401: unauthorized,
    503: error('unavailable: live updates are not available on this server right now'),
  },
});
