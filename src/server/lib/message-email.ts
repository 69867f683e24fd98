import { MESSAGE_EMAIL_EVERY_MINUTES } from '../../shared/notifications';

export const MESSAGE_EMAIL_JOB = 'message-email';

/**
 * A parent is "away" from a conversation when a message in it is still unread two minutes after
 * it arrived: the job waits that long, and sends nothing if they read it meanwhile.
 */
export const AWAY_AFTER_MS = 2 * 60_000;

/** At most one e-mail per conversation in this long, however many messages arrive. */
export const MESSAGE_EMAIL_EVERY_MS = MESSAGE_EMAIL_EVERY_MINUTES * 60_000;
