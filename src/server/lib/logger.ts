import { createRequire } from 'node:module';
import { pino, type DestinationStream, type Logger } from 'pino';
import type { PrettyOptions } from 'pino-pretty';

export type { Logger };

/** JSON lines for machines; readable lines for a person at a terminal. */
export type LogFormat = 'json' | 'pretty';

/**
 * Structured logs; card numbers, CVVs, passwords and cookies are never written.
 * `destination` defaults to stdout (tests pass a buffer to read what was logged); `pretty` turns
 * stdout's JSON into readable lines.
 */
export function createLogger(
  level: string,
  destination?: DestinationStream,
  format: LogFormat = 'json',
): Logger {
  const options = {
    level,
    redact: {
      paths: [
        '*.password',
        '*.newPassword',
        '*.cardNumber',
        '*.cvv',
        'req.headers.cookie',
        'req.headers.authorization',
      ],
      censor: '[redacted]',
    },
  };
  const out = destination ?? (format === 'pretty' ? prettyStdout() : undefined);
  return out ? pino(options, out) : pino(options);
}

/** JSON unless asked (LOG_FORMAT) or unless a person reads stdout in a terminal. */
export function logFormatFor(configured: LogFormat | undefined, stdoutIsTerminal: boolean) {
  return configured ?? (stdoutIsTerminal ? 'pretty' : 'json');
}

/** Fields the readable messages already say (request lines, the start lines), not repeated below them. */
const SAID_IN_MESSAGE = [
  ...['requestId', 'method', 'path', 'status', 'ms'],
  ...['url', 'database', 'mail', 'giftCards', 'providers', 'inserted', 'upcoming'],
];

/** `GET /api/kids 200 4.2 ms` for request lines, the message itself for the rest. */
export function prettyMessage(log: Record<string, unknown>, messageKey: string): string {
  const message = String(log[messageKey] ?? '');
  if (message !== 'request') return message;
  const { method, path, status, ms } = log as Record<string, string | number | undefined>;
  return `${method} ${path} ${status} ${ms} ms`;
}

/**
 * pino-pretty as an in-process stream (not a worker transport, so the message formatter can be a
 * function). It ships as a dev tool; where it is not installed, stdout stays JSON.
 */
function prettyStdout(): DestinationStream | undefined {
  try {
    const require = createRequire(import.meta.url);
    const pretty = require('pino-pretty') as (options: PrettyOptions) => DestinationStream;
    return pretty({
      colorize: process.stdout.hasColors?.() ?? false,
      translateTime: 'SYS:HH:MM:ss',
      ignore: ['pid', 'hostname', ...SAID_IN_MESSAGE].join(','),
      messageFormat: prettyMessage,
      sync: true,
    });
  } catch {
    return undefined;
  }
}
