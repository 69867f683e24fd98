import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { expectJson } from '../../../../tests/test-client';
import { appJobRunner, runAllDue } from '../../../../tests/job-runner';
import { notificationsOf } from '../../../../tests/notifications';
import { catalogueFile, createActivity } from '../../../../tests/factories';
import { addDays, localIsoDate } from '../../../shared/iso-date';
import { openingInstant } from '../../../shared/registration';
import type { RegistrationState } from '../../../shared/schemas/registration';
import { DEFAULT_ADMIT_PER_MINUTE } from '../../../shared/registration-line';
import { book, bookingBody, expectError, familyWithWallet, hold } from './bookings.test-helpers';
import { join } from './waitlist.test-helpers';

/** Registration openings (decision 061): booking waits for them, and 'Remind me'. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

const MINUTE = 60_000;
const admin = { authorization: 'Bearer test-admin-secret' };
/** "2027-01-05T09:00" `days` from today, where the program is. */
const opensIn = (days: number, time = '09:00') => `${addDays(localIsoDate(), days)}T${time}`;

function setOpening(activityId: number, opensAt: string | null, headers = admin) {
  return t.request(`/api/admin/activities/${activityId}/registration`, {
    method: 'PUT',
    json: { opensAt },
    headers,
  });
}

const param = (activityId: number) => ({ param: { activityId: String(activityId) } });

function registrationOf(cookie: string, activityId: number) {
  return t.api({ cookie }).registration[':activityId'].$get(param(activityId));
}

function remind(cookie: string, activityId: number, method: 'PUT' | 'DELETE' = 'PUT') {
  const reminder = t.api({ cookie }).registration[':activityId'].reminder;
  return method === 'PUT' ? reminder.$put(param(activityId)) : reminder.$delete(param(activityId));
}

/** A program in 7 days whose registration opens in 3 days at 9:00. */
async function programOpeningLater() {
  const activity = await createActivity(t.db, { inDays: 7 });
  const opensAt = opensIn(3);
  expect((await setOpening(activity.id, opensAt)).status).toBe(200);
  return { activity, opensAt, at: openingInstant(opensAt) };
}

/** Titles of the parent's registration notifications, newest first. */
async function openingNotices(cookie: string) {
  const page = await notificationsOf(t, cookie);
  return page.items.filter((n) => n.kind === 'registration').map((n) => n.title);
}

const runJobsAt = (at: Date) => runAllDue(appJobRunner(t, () => at));

describe('opening times', () => {
  it('are set through the admin API and shown on the activity', async () => {
    const activity = await createActivity(t.db, { inDays: 7 });
    const opensAt = opensIn(3);
    const res = await setOpening(activity.id, opensAt);
    const at = openingInstant(opensAt);
    const registration = {
      at: at.toISOString(),
      date: opensAt.slice(0, 10),
      time: '09:00',
      mode: 'line',
    };
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ activityId: activity.id, registration });
    const detail = await t.request(`/api/activities/${activity.id}`);
    expect(await detail.json()).toMatchObject({ id: activity.id, registration });

    // null opens it now.
    expect(await (await setOpening(activity.id, null)).json()).toEqual({
      activityId: activity.id,
      registration: null,
    });
    expect(await (await t.request(`/api/activities/${activity.id}`)).json()).toMatchObject({
      registration: null,
    });
  });

  it('refuses a wrong secret, a bad time, an opening after the start, and an unknown program', async () => {
    const activity = await createActivity(t.db, { inDays: 7 });
    expect((await setOpening(activity.id, opensIn(3), { authorization: 'Bearer x' })).status).toBe(
      401,
    );
    const bad = await setOpening(activity.id, '2027-01-05 09:00');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      error: {
        code: 'validation_failed',
        details: [
          { path: 'opensAt', message: 'must be YYYY-MM-DDTHH:MM, e.g. "2027-01-05T09:00"' },
        ],
      },
    });
    await expectError(
      await setOpening(activity.id, opensIn(7, '10:00')),
      422,
      'opening_after_start',
      'Registration must open before the first session starts.',
    );
    await expectError(
      await setOpening(987_654, opensIn(3)),
      404,
      'activity_not_found',
      'Activity not found',
    );
    // Nothing was changed by the refusals.
    expect(await (await t.request(`/api/activities/${activity.id}`)).json()).toMatchObject({
      registration: null,
    });
  });

  it('are set by the catalogue import, which checks them', async () => {
    const file = catalogueFile('opening-import', 2);
    const [first, second] = file.activities;
    if (!first || !second) throw new Error('two rows expected');
    const withOpening = {
      ...file,
      activities: [{ ...first, registrationOpensAt: '2027-02-15T09:00' }, second],
    };
    const ok = await t.request('/api/admin/catalogue/import', {
      json: withOpening,
      headers: admin,
    });
    expect(ok.status).toBe(200);
    const search = await t.request('/api/activities?limit=100');
    const ids = ((await search.json()) as { items: { id: number; title: string }[] }).items;
    const imported = ids.find((a) => a.title === first.title);
    if (!imported) throw new Error('imported row not found');
    expect(await (await t.request(`/api/activities/${imported.id}`)).json()).toMatchObject({
      registration: { date: '2027-02-15', time: '09:00', mode: 'line' },
    });

    const late = {
      ...file,
      activities: [{ ...first, registrationOpensAt: `${first.date}T10:00` }, second],
    };
    const refused = await t.request('/api/admin/catalogue/import', { json: late, headers: admin });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(
      `must be before the first session starts (${first.date} 10:00)`,
    );
    // A lottery (decision 063) needs the time of its draw.
    const lottery = (row: Record<string, unknown>) => ({ ...file, activities: [row, second] });
    const noDraw = await t.request('/api/admin/catalogue/import', {
      json: lottery({ ...first, registrationOpensAt: null, registrationMode: 'lottery' }),
      headers: admin,
    });
    expect(noDraw.status).toBe(400);
    expect(await noDraw.text()).toContain(
      'a lottery needs registrationOpensAt, the time of its draw',
    );
    const drawn = await t.request('/api/admin/catalogue/import', {
      json: lottery({
        ...first,
        registrationOpensAt: '2027-02-15T09:00',
        registrationMode: 'lottery',
      }),
      headers: admin,
    });
    expect(drawn.status).toBe(200);
    expect(await (await t.request(`/api/activities/${imported.id}`)).json()).toMatchObject({
      registration: { date: '2027-02-15', time: '09:00', mode: 'lottery' },
    });
  });
});

describe('before registration opens', () => {
  it('refuses booking, holding and the waitlist, with the opening time', async () => {
    const { activity, at } = await programOpeningLater();
    const p = await familyWithWallet(t);
    const message = `Registration opens ${shortDate(at)} at 9:00 AM.`;
    for (const res of [
      await book(t, p.cookie, bookingBody(activity.id, [p.kid.id])),
      await hold(t, p.cookie, bookingBody(activity.id, [p.kid.id])),
      await join(t, p.cookie, { activityId: activity.id, kidIds: [p.kid.id] }),
    ]) {
      const body = await expectError(res, 409, 'registration_not_open', message);
      expect(body.error.details).toEqual({ opensAt: at.toISOString() });
    }

    // Opened (here by the admin API, as the clock would): booked.
    await setOpening(activity.id, opensIn(0, '00:00'));
    expect((await book(t, p.cookie, bookingBody(activity.id, [p.kid.id]))).status).toBe(201);
  });
});

describe("'Remind me'", () => {
  it('sets a reminder that tells the parent a day and ten minutes before, once each', async () => {
    const { activity, at } = await programOpeningLater();
    const p = await familyWithWallet(t);
    const other = await familyWithWallet(t);
    const state = (reminder: boolean): RegistrationState => ({
      activityId: activity.id,
      opening: { at: at.toISOString(), date: localIsoDate(at), time: '09:00', mode: 'line' },
      reminder,
      // The line opens 15 minutes before; nobody has joined it.
      line: {
        opensAt: new Date(at.getTime() - 15 * MINUTE).toISOString(),
        drawn: false,
        admittedThrough: 0,
        admitPerMinute: DEFAULT_ADMIT_PER_MINUTE,
        soldOut: false,
        running: false,
      },
      entry: null,
    });
    expect(await expectJson(await registrationOf(p.cookie, activity.id), 200)).toEqual(
      state(false),
    );
    expect(await expectJson(await remind(p.cookie, activity.id), 200)).toEqual(state(true));
    // Asking twice changes nothing; another parent's reminder is their own.
    expect(await expectJson(await remind(p.cookie, activity.id), 200)).toEqual(state(true));
    expect(await (await registrationOf(other.cookie, activity.id)).json()).toEqual(state(false));

    await runJobsAt(new Date(at.getTime() - 25 * 60 * MINUTE));
    expect(await openingNotices(p.cookie)).toEqual([]);
    await runJobsAt(new Date(at.getTime() - 24 * 60 * MINUTE + MINUTE));
    expect(await openingNotices(p.cookie)).toEqual(['Registration opens tomorrow: Music Makers']);
    await runJobsAt(new Date(at.getTime() - 9 * MINUTE));
    await runJobsAt(new Date(at.getTime() - 8 * MINUTE));
    expect(await openingNotices(p.cookie)).toEqual([
      'Registration opens in 10 minutes: Music Makers',
      'Registration opens tomorrow: Music Makers',
    ]);
    const [latest] = (await notificationsOf(t, p.cookie)).items;
    expect(latest).toMatchObject({
      link: `/activities/${activity.id}`,
      body: `Registration opens ${shortDate(at)} at 9:00 AM. Choose your kids and dates now, so you can book the moment registration opens.`,
    });
    expect(await openingNotices(other.cookie)).toEqual([]);
  });

  it('follows the opening when it moves, and stops when turned off', async () => {
    const { activity, at } = await programOpeningLater();
    const p = await familyWithWallet(t);
    const q = await familyWithWallet(t);
    await expectJson(await remind(p.cookie, activity.id), 200);
    await expectJson(await remind(q.cookie, activity.id), 200);
    // q changes their mind.
    expect(await expectJson(await remind(q.cookie, activity.id, 'DELETE'), 200)).toMatchObject({
      reminder: false,
    });

    // The opening moves a day later: nothing at the old time, the reminder at the new one.
    const moved = opensIn(4);
    await setOpening(activity.id, moved);
    await runJobsAt(new Date(at.getTime() - 8 * MINUTE));
    expect(await openingNotices(p.cookie)).toEqual([]);
    await runJobsAt(new Date(openingInstant(moved).getTime() - 8 * MINUTE));
    expect(await openingNotices(p.cookie)).toEqual([
      'Registration opens in 10 minutes: Music Makers',
    ]);
    expect(await openingNotices(q.cookie)).toEqual([]);
  });

  it('is refused once registration is open, and for an unknown program', async () => {
    const activity = await createActivity(t.db, { inDays: 7 });
    const p = await familyWithWallet(t);
    await expectError(
      await remind(p.cookie, activity.id),
      409,
      'registration_open',
      'Registration is already open.',
    );
    await expectError(
      await remind(p.cookie, 987_654),
      404,
      'activity_not_found',
      'Activity not found',
    );
    await expectError(
      await registrationOf(p.cookie, 987_654),
      404,
      'activity_not_found',
      'Activity not found',
    );
    expect((await t.request(`/api/registration/${activity.id}`)).status).toBe(401);
  });
});

/** "Mon, Jan 5" of an instant here. */
function shortDate(at: Date) {
  return at.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric' });
}
