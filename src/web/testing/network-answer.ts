import type {
  Connection,
  Conversation,
  Message,
  NetworkParent,
} from '../../shared/schemas/network';

/** Answers of the parent network's API, in its contract's shapes. */

export const parentAnswer = (overrides: Partial<NetworkParent> = {}): NetworkParent => ({
  id: 'p-maria',
  firstName: 'Maria',
  avatarLetter: 'M',
  region: 'Toronto',
  ...overrides,
});

let n = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

export const connectionAnswer = (overrides: Partial<Connection> = {}): Connection => ({
  id: uuid(),
  status: 'pending',
  direction: 'received',
  parent: parentAnswer(),
  createdAt: '2026-11-20T10:00:00.000Z',
  conversationId: null,
  ...overrides,
});

export const conversationAnswer = (overrides: Partial<Conversation> = {}): Conversation => ({
  id: uuid(),
  parent: parentAnswer(),
  lastMessage: null,
  unreadCount: 0,
  canMessage: true,
  ...overrides,
});

export const messageAnswer = (overrides: Partial<Message> = {}): Message => ({
  id: uuid(),
  conversationId: '00000000-0000-4000-8000-000000000000',
  clientId: uuid(),
  fromMe: false,
  text: 'Hello',
  createdAt: '2026-11-20T10:00:00.000Z',
  readAt: null,
  ...overrides,
});
