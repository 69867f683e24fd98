import { z } from 'zod';
import {
  MESSAGE_BLANK,
  MESSAGE_MAX_LENGTH,
  MESSAGE_PAGE_MAX,
  MESSAGE_TOO_LONG,
} from '../network-rules';

/** The parent network: directory, connections, conversations and messages (spec part 2 §3). */

/** Another parent as the network shows them: first name, avatar letter and region, nothing else. */
export const NetworkParentSchema = z
  .object({
    id: z.string(),
    firstName: z.string(),
    avatarLetter: z.string(),
    region: z.string().nullable(),
  })
  .meta({ id: 'NetworkParent' });
export type NetworkParent = z.infer<typeof NetworkParentSchema>;

export const DirectoryQuerySchema = z.object({
  q: z.string().trim().max(100, 'Search text is too long').optional(),
  offset: z.coerce
    .number({ error: 'Offset must be a whole number' })
    .int('Offset must be a whole number')
    .min(0, 'Offset must be a whole number')
    .max(10_000, 'Offset is too large')
    .optional(),
});

export const DirectoryPageSchema = z
  .object({ items: z.array(NetworkParentSchema), nextOffset: z.number().nullable() })
  .meta({ id: 'DirectoryPage' });
export type DirectoryPage = z.infer<typeof DirectoryPageSchema>;

export const CONNECTION_STATUSES = ['pending', 'accepted', 'declined'] as const;
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number];

/** A connection seen from the signed-in parent: `direction` says who asked. */
export const ConnectionSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(CONNECTION_STATUSES),
    direction: z.enum(['sent', 'received']),
    parent: NetworkParentSchema,
    createdAt: z.string(),
    /** The conversation with this parent, once there is one. */
    conversationId: z.uuid().nullable(),
  })
  .meta({ id: 'Connection' });
export type Connection = z.infer<typeof ConnectionSchema>;

/** Tab Connections: requests addressed to me, the ones I sent, and my connections. */
export const ConnectionListSchema = z
  .object({
    received: z.array(ConnectionSchema),
    sent: z.array(ConnectionSchema),
    connected: z.array(ConnectionSchema),
  })
  .meta({ id: 'ConnectionList' });
export type ConnectionList = z.infer<typeof ConnectionListSchema>;

export const ParentRefSchema = z.object({
  parentId: z
    .string({ error: 'Parent not found' })
    .min(1, 'Parent not found')
    .max(100, 'Parent not found'),
});

/** A parent I blocked, and since when: they stay hidden from me and cannot reach me until unblocked. */
export const BlockedParentSchema = z
  .object({ parent: NetworkParentSchema, blockedAt: z.string() })
  .meta({ id: 'BlockedParent' });
export type BlockedParent = z.infer<typeof BlockedParentSchema>;

export const BlockListSchema = z
  .object({ items: z.array(BlockedParentSchema) })
  .meta({ id: 'BlockList' });
export type BlockList = z.infer<typeof BlockListSchema>;

export const ConversationSchema = z
  .object({
    id: z.uuid(),
    parent: NetworkParentSchema,
    lastMessage: z
      .object({ text: z.string(), createdAt: z.string(), fromMe: z.boolean() })
      .nullable(),
    unreadCount: z.number(),
    /** Whether the two are connected now, so a message can be sent. */
    canMessage: z.boolean(),
  })
  .meta({ id: 'Conversation' });
export type Conversation = z.infer<typeof ConversationSchema>;

export const ConversationListSchema = z
  .object({ items: z.array(ConversationSchema), unreadTotal: z.number() })
  .meta({ id: 'ConversationList' });
export type ConversationList = z.infer<typeof ConversationListSchema>;

export const MessageSchema = z
  .object({
    id: z.uuid(),
    conversationId: z.uuid(),
    clientId: z.uuid(),
    fromMe: z.boolean(),
    text: z.string(),
    createdAt: z.string(),
    /** When the receiver opened the thread after it arrived; null while unread. */
    readAt: z.string().nullable(),
  })
  .meta({ id: 'Message' });
export type Message = z.infer<typeof MessageSchema>;

export const MessagePageQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a whole number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(MESSAGE_PAGE_MAX, `Limit must be at most ${MESSAGE_PAGE_MAX}`)
    .optional(),
});

/** Newest first; `nextCursor` reads the older ones. */
export const MessagePageSchema = z
  .object({ items: z.array(MessageSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'MessagePage' });
export type MessagePage = z.infer<typeof MessagePageSchema>;

export const MessageTextSchema = z
  .string({ error: MESSAGE_BLANK })
  .trim()
  .min(1, MESSAGE_BLANK)
  .max(MESSAGE_MAX_LENGTH, MESSAGE_TOO_LONG);

/** A message to send; a retry with the same clientId never adds it twice. */
export const SendMessageSchema = z
  .object({
    clientId: z.uuid({ error: 'clientId must be a UUID made by the client' }),
    text: MessageTextSchema,
  })
  .meta({ id: 'SendMessage' });
export type SendMessageInput = z.input<typeof SendMessageSchema>;
