import { describe, expect, it } from 'vitest';
import {
  defaultNotificationSettings,
  deliverableAt,
  wantsChannel,
  withDefaults,
} from './notifications';

const toronto = { quietHours: true, timeZone: 'America/Toronto' };

describe('deliverableAt (quiet hours 21:00–07:00 in the parent’s zone)', () => {
  it('lets a daytime message go at once', () => {
    // 15:00 in Toronto (EST, UTC−5).
    const at = new Date('2026-12-01T20:00:00Z');
    expect(deliverableAt(at, toronto)).toEqual(at);
  });

  it('holds one sent at 23:40 until 07:00 the next morning', () => {
    expect(deliverableAt(new Date('2026-12-02T04:40:00Z'), toronto)).toEqual(
      new Date('2026-12-02T12:00:00Z'),
    );
  });

  it('holds one sent at 06:59 for a minute, and lets one at 07:00 go', () => {
    expect(deliverableAt(new Date('2026-12-02T11:59:00Z'), toronto)).toEqual(
      new Date('2026-12-02T12:00:00Z'),
    );
    const seven = new Date('2026-12-02T12:00:00Z');
    expect(deliverableAt(seven, toronto)).toEqual(seven);
  });

  it('starts quiet hours at 21:00 sharp', () => {
    expect(deliverableAt(new Date('2026-12-02T01:59:59Z'), toronto)).toEqual(
      new Date('2026-12-02T01:59:59Z'),
    );
    expect(deliverableAt(new Date('2026-12-02T02:00:00Z'), toronto)).toEqual(
      new Date('2026-12-02T12:00:00Z'),
    );
  });

  it('reads 07:00 on the wall clock across a daylight-saving change in the night', () => {
    // Clocks go forward at 02:00 on Sunday, March 8, 2026: 07:00 that morning is 11:00 UTC.
    expect(deliverableAt(new Date('2026-03-08T04:00:00Z'), toronto)).toEqual(
      new Date('2026-03-08T11:00:00Z'),
    );
    // Back at 02:00 on Sunday, November 1, 2026: 07:00 is 12:00 UTC.
    expect(deliverableAt(new Date('2026-11-01T03:00:00Z'), toronto)).toEqual(
      new Date('2026-11-01T12:00:00Z'),
    );
  });

  it('uses the parent’s own zone, and holds nothing with quiet hours off', () => {
    // 23:00 in London is 15:00 in Vancouver.
    const at = new Date('2026-12-01T23:00:00Z');
    expect(deliverableAt(at, { quietHours: true, timeZone: 'America/Vancouver' })).toEqual(at);
    expect(deliverableAt(at, { quietHours: true, timeZone: 'Europe/London' })).toEqual(
      new Date('2026-12-02T07:00:00Z'),
    );
    expect(deliverableAt(at, { quietHours: false, timeZone: 'Europe/London' })).toEqual(at);
  });
});

describe('settings', () => {
  it('keeps what a parent chose and fills in kinds added since', () => {
    const settings = withDefaults(
      { channels: { comment: { email: true, push: false } } as never, quietHours: false },
      'America/Toronto',
    );
    expect(settings.channels.comment).toEqual({ email: true, push: false });
    expect(settings.channels.message).toEqual(defaultNotificationSettings('UTC').channels.message);
    expect(settings.quietHours).toBe(false);
    expect(settings.reminders).toEqual({ before24h: true, before2h: true });
    expect(settings.timeZone).toBe('America/Toronto');
  });

  it('always e-mails a receipt, and never a kind it does not know', () => {
    const settings = defaultNotificationSettings('UTC');
    settings.channels.booking.email = false;
    expect(wantsChannel(settings, 'booking', 'email')).toBe(true);
    settings.channels.comment.push = false;
    expect(wantsChannel(settings, 'comment', 'push')).toBe(false);
    expect(wantsChannel(settings, 'something-new', 'email')).toBe(false);
  });
});
