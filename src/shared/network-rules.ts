import { PARENT_LIMITS } from './parent-limits';

/** The parent network's words and limits (spec part 2 'Messages', §4, §5, §8), one place for both sides. */

export const MESSAGE_MAX_LENGTH = 2000;
/** Messages a parent may send per minute (shared/parent-limits.ts). */
export const MESSAGES_PER_MINUTE = PARENT_LIMITS.messages.perMinute;
/** A parent whose request was declined may ask the same parent again after this many days. */
export const DECLINE_COOLDOWN_DAYS = 30;
export const DIRECTORY_PAGE_SIZE = 20;
export const MESSAGE_PAGE_DEFAULT = 30;
export const MESSAGE_PAGE_MAX = 100;

export const MESSAGE_BLANK = 'Please type a message.';
export const MESSAGE_TOO_LONG = `A message can be at most ${MESSAGE_MAX_LENGTH} characters.`;

/** The opening greeting sent when a parent chooses a connection they have not talked to yet. */
export const OPENING_GREETING = 'Hi! Nice to connect with you.';

/** How a parent is shown when they have no first name yet. */
export const UNNAMED_PARENT = 'Parent';

/** Spec §8 toasts: title and description. */
export const CONNECTION_REQUESTED = [
  'Connection Requested',
  'Your connection request has been sent',
] as const;
export const CONNECTION_ACCEPTED = ['Connection Accepted', 'You are now connected'] as const;
export const CONNECTION_DECLINED = [
  'Connection Declined',
  'The connection request was declined',
] as const;

/** The letter shown in a parent's avatar. */
export const avatarLetter = (firstName: string) => firstName.trim().charAt(0).toUpperCase() || 'P';
