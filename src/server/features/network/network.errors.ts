import { DECLINE_COOLDOWN_DAYS } from '../../../shared/network-rules';
import {
  AppError,
  badRequest,
  conflict,
  forbidden,
  notFound,
  rateLimited,
} from '../../lib/http-errors';

/** The parent network's refusals. A block is never named: the blocked parent sees only these. */

export const parentNotFound = () => notFound('Parent not found');
export const connectionNotFound = () => notFound('Connection request not found');
export const conversationNotFound = () => notFound('Conversation not found');

export const cannotConnectWithSelf = () => badRequest('You cannot connect with yourself.');
export const alreadyRequested = (name: string) =>
  conflict(`You have already asked ${name} to connect. Wait for their answer.`);
export const alreadyConnected = (name: string) =>
  conflict(`You are already connected with ${name}.`);
export const askAgainLater = (name: string, after: Date) =>
  conflict(
    `${name} declined your request. You can ask again after ${after.toISOString().slice(0, 10)} (${DECLINE_COOLDOWN_DAYS} days).`,
    { retryAfter: after.toISOString() },
  );

export const notConnected = () =>
  forbidden('You can send messages only to parents you are connected with.');
export const clientIdReused = () =>
  new AppError(409, 'client_id_reused', 'This clientId was already used for another message.');
export const sendingTooFast = (retryAfterSeconds: number) =>
  rateLimited(
    'You are sending messages too fast. Please wait a minute and try again.',
    retryAfterSeconds,
  );
export const liveUpdatesUnavailable = () =>
  new AppError(
    503,
    'unavailable',
    'Live updates are not available right now. Please reload later.',
  );
