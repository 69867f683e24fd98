import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../../tests/test-app';
import { expectJson } from '../../../../tests/test-client';
import {
  createActivity,
  createKid,
  createProgram,
  signedInParent,
} from '../../../../tests/factories';
import { addDays, localIsoDate } from '../../../shared/iso-date';
// The feed is made of bookings: it books through the bookings area's test helpers.
/* eslint-disable import-x/no-restricted-paths */
import {
  bookingBody,
  bookOk,
  cancel,
  expectError,
  fundWallet,
} from '../bookings/bookings.test-helpers';
/* eslint-enable import-x/no-restricted-paths */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

async function feedOf(cookie: string, reset = false) {
  const api = t.api({ cookie });
  const res = reset ? await api.calendar.feed.reset.$post() : await api.calendar.feed.$get();
  return expectJson(res, 200);
}

const pathOf = (url: string) => new URL(url).pathname;

describe('calendar feed', () => {
  it('gives a private URL, the same on every call, and a webcal:// twin', async () => {
    const p = await signedInParent(t);
    const feed = await feedOf(p.cookie);
    expect(feed.url).toMatch(
      new RegExp(`^${TEST_ORIGIN}/api/calendar/feed/[A-Za-z0-9_-]{43}\\.ics$`),
    );
    expect(feed.webcalUrl).toBe(feed.url.replace('http://', 'webcal://'));
    expect(await feedOf(p.cookie)).toEqual(feed);
    const other = await signedInParent(t);
    expect((await feedOf(other.cookie)).url).not.toBe(feed.url);
  });

  it('serves the confirmed bookings as iCalendar without a session', async () => {
    const p = await signedInParent(t);
    const mia = await createKid(t, p, { name: 'Mia' });
    const leo = await createKid(t, p, { name: 'Leo', age: 5 });
    await fundWallet(t.db, p.userId, 20_000);
    const a = await createActivity(t.db, {
      title: 'Clay, Paint; Fun',
      startTime: '09:30',
      endTime: '11:00',
      locationName: 'Studio 5',
      address: '12 King St, Toronto',
    });
    const b = await createActivity(t.db, { title: 'Cancelled class' });
    const kept = await bookOk(t, p.cookie, bookingBody(a.id, [mia.id, leo.id]));
    const gone = await bookOk(t, p.cookie, bookingBody(b.id, [mia.id]));
    expect((await cancel(t, p.cookie, gone.id)).status).toBe(200);

    const feed = await feedOf(p.cookie);
    const res = await t.request(pathOf(feed.url)); // no cookie
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const ics = await res.text();
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const unfolded = ics.replaceAll('\r\n ', '');
    expect(unfolded.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(unfolded).toContain(`UID:${kept.id}@kidventure\r\n`);
    expect(unfolded).toContain(`DTSTART:${a.date.replaceAll('-', '')}T093000\r\n`);
    expect(unfolded).toContain(`DTEND:${a.date.replaceAll('-', '')}T110000\r\n`);
    expect(unfolded).toContain('SUMMARY:Clay\\, Paint\\; Fun\r\n');
    expect(unfolded).toContain('LOCATION:Studio 5\\, 12 King St\\, Toronto\r\n');
    expect(unfolded).toMatch(/DESCRIPTION:Children: (Leo\\, Mia|Mia\\, Leo)\\n/);
    expect(unfolded).toMatch(/DTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(unfolded).not.toContain(gone.id);
    for (const line of ics.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
  });

  it('has one event per date of a term booking, each with its own lasting UID', async () => {
    const p = await signedInParent(t);
    const mia = await createKid(t, p, { name: 'Mia' });
    await fundWallet(t.db, p.userId, 50_000);
    const dates = [7, 14, 21].map((days) => addDays(localIsoDate(), days));
    const { activity, sessions } = await createProgram(t.db, {
      dates,
      bookingMode: 'term',
      priceCents: 9000,
      title: 'Swim Term',
      startTime: '09:30',
      endTime: '10:15',
    });
    const booking = await bookOk(t, p.cookie, bookingBody(activity.id, [mia.id]));

    const ics = async () =>
      (await (await t.request(pathOf((await feedOf(p.cookie)).url))).text()).replaceAll(
        '\r\n ',
        '',
      );
    const first = await ics();
    const values = (name: string) =>
      [...first.matchAll(new RegExp(`^${name}:(.*)\r$`, 'gm'))].map((m) => m[1]);
    expect(first.match(/BEGIN:VEVENT/g)).toHaveLength(3);
    // Latest first, as the feed lists its events.
    expect(values('DTSTART')).toEqual(
      [...dates].reverse().map((d) => `${d.replaceAll('-', '')}T093000`),
    );
    expect(values('DTEND')).toEqual(
      [...dates].reverse().map((d) => `${d.replaceAll('-', '')}T101500`),
    );
    expect(values('UID')).toEqual(
      [...sessions].reverse().map((s) => `${booking.id}-${s.id}@kidventure`),
    );
    expect(values('SUMMARY')).toEqual(['Swim Term', 'Swim Term', 'Swim Term']);
    // The same UIDs on the next read: a subscribed calendar updates its events, never doubles them.
    expect((await ics()).match(/^UID:.*$/gm)).toEqual(first.match(/^UID:.*$/gm));
  });

  it('reset replaces the token: the old URL answers 404', async () => {
    const p = await signedInParent(t);
    const before = await feedOf(p.cookie);
    const after = await feedOf(p.cookie, true);
    expect(after.url).not.toBe(before.url);
    expect(await feedOf(p.cookie)).toEqual(after);
    await expectError(
      await t.request(pathOf(before.url)),
      404,
      'not_found',
      'Calendar feed not found',
    );
    expect((await t.request(pathOf(after.url))).status).toBe(200);
    // Reset before any feed existed makes one.
    const fresh = await signedInParent(t);
    expect((await feedOf(fresh.cookie, true)).url).toMatch(/\.ics$/);
  });

  it('answers 404 for unknown or malformed tokens', async () => {
    for (const file of [
      `${'A'.repeat(43)}.ics`,
      'nope.ics',
      `${'A'.repeat(43)}`,
      'x'.repeat(300),
    ]) {
      await expectError(
        await t.request(`/api/calendar/feed/${file}`),
        404,
        'not_found',
        'Calendar feed not found',
      );
    }
  });
});

describe('calendar feed rate limit', () => {
  // Last in the file: it spends this client's budget for the minute.
  it('limits the public route per client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 70; i++) {
      statuses.push((await t.request(`/api/calendar/feed/${'B'.repeat(43)}.ics`)).status);
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((s) => s === 404).length).toBeLessThanOrEqual(60);
  });
});
