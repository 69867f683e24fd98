import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * Structured JSON logs; card numbers, CVVs, passwords and cookies are never written.
 * `destination` defaults to stdout (tests pass a buffer to read what was logged).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
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
  return destination ? pino(options, destination) : pino(options);
}
