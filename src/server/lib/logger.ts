import { pino, type Logger } from 'pino';

export type { Logger };

/** Structured JSON logs; card numbers, CVVs, passwords and cookies are never written. */
export function createLogger(level: string): Logger {
  return pino({
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
  });
}
