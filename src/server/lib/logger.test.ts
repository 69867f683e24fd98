import { describe, expect, it } from 'vitest';
import { createLogger, logFormatFor, prettyMessage } from './logger';

describe('log format', () => {
  it('is readable in a terminal and JSON everywhere else, unless LOG_FORMAT says', () => {
    expect(logFormatFor(undefined, true)).toBe('pretty');
    expect(logFormatFor(undefined, false)).toBe('json');
    expect(logFormatFor('json', true)).toBe('json');
    expect(logFormatFor('pretty', false)).toBe('pretty');
  });

  it('reads a request line as method, path, status and time', () => {
    const line = { msg: 'request', method: 'GET', path: '/api/kids', status: 200, ms: 4.2 };
    expect(prettyMessage(line, 'msg')).toBe('GET /api/kids 200 4.2 ms');
    expect(prettyMessage({ msg: 'Kidventure is running at x' }, 'msg')).toBe(
      'Kidventure is running at x',
    );
  });

  it('writes JSON lines, with card numbers and passwords redacted', () => {
    const lines: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(line) });
    logger.info({ card: { cardNumber: '4242424242424242', cvv: '123' } }, 'paid');
    const logged = JSON.parse(lines[0] ?? '{}') as { msg: string; card: Record<string, string> };
    expect(logged.msg).toBe('paid');
    expect(logged.card).toEqual({ cardNumber: '[redacted]', cvv: '[redacted]' });
  });
});
