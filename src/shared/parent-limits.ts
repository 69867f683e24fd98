import { formatCount } from './display-format';

/**
 * How much one parent may send other parents, per minute and per hour: every such limit, in one
 * place. Past one, the API answers 429 with Retry-After and the sentence below; the per-minute
 * ones catch a burst, the hourly ones a patient flood (a request made and withdrawn again and
 * again rang the other parent's notifications each time).
 */
export const PARENT_LIMITS = {
  comments: { perMinute: 10, perHour: 60 },
  messages: { perMinute: 30, perHour: 300 },
  connectionRequests: { perHour: 20 },
  listShares: { perHour: 20 },
} as const;

export type HourlyLimit = keyof typeof PARENT_LIMITS;

/** What a parent reads when an hourly limit is reached. */
export const HOURLY_LIMIT_MESSAGES: Record<HourlyLimit, string> = {
  comments: `You've posted ${formatCount(PARENT_LIMITS.comments.perHour)} comments in the last hour. Please wait a while and try again.`,
  messages: `You've sent ${formatCount(PARENT_LIMITS.messages.perHour)} messages in the last hour. Please wait a while and try again.`,
  connectionRequests: `You've sent ${formatCount(PARENT_LIMITS.connectionRequests.perHour)} connection requests in the last hour. Please wait a while and try again.`,
  listShares: `You've shared ${formatCount(PARENT_LIMITS.listShares.perHour)} lists in the last hour. Please wait a while and try again.`,
};
