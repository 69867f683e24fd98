import { appJobRunner, runAllDue } from '../../../../tests/job-runner';
import { randomUUID } from 'node:crypto';
import { eq, max, min } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFile, signedInParent, type Parent } from '../../../../tests/factories';
import { notificationsOf } from '../../../../tests/notifications';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../../tests/test-app';
import type { SavedSearchInput } from '../../../shared/schemas/saved-search';
import { activities, activitySessions, outboxMessages } from '../../db/schema';
import { queueSavedSearchCheck } from '../../lib/saved-search-check';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 3_600_000;

/**
 * The test's day: the next noon on the server's clock, so every job queued now is due, the
 * checks of one day never straddle midnight, and e-mail is out of quiet hours.
 */
function nextNoon() {
  const noon = new Date();
  noon.setHours(12, 0, 0, 0);
  return noon.getTime() > Date.now() ? noon : new Date(noon.getTime() + DAY);
}
const today = nextNoon();

/** Every job as the server runs it, with the clock at `at`, until nothing due is left. */
const runJobs = (at = today) => runAllDue(appJobRunner(t, () => at));

/** Imports programs through the admin API, as an operator would; answers the provider's slug. */
async function importPrograms(programs: { title: string; type: 'Swimming' | 'Dance' }[]) {
  const slug = `saved-${randomUUID().slice(0, 8)}`;
  const blank = catalogueFile(slug, programs.length);
  const file = {
    ...blank,
    activities: blank.activities.map((a, i) => ({ ...a, tags: [], ...programs[i] })),
  };
  const res = await t.app.request(`${TEST_ORIGIN}/api/admin/catalogue/import`, {
    method: 'POST',
    headers: { authorization: 'Bearer test-admin-secret', 'content-type': 'application/json' },
    body: JSON.stringify(file),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return slug;
}

async function save(p: Parent, input: SavedSearchInput) {
  const res = await t.request('/api/saved-searches', { cookie: p.cookie, json: input });
  expect(res.status, await res.clone().text()).toBe(201);
}

const savedSearchNotices = async (p: Parent) =>
  (await notificationsOf(t, p.cookie)).items.filter((n) => n.kind === 'saved-search');

const swimming: SavedSearchInput = {
  source: 'discover',
  query: { type: 'Swimming', age: '6' },
  label: 'Swimming · Age 6',
  link: '/activities?tab=list&type=Swimming&age=6',
};

describe('checking saved searches against new sessions', () => {
  it('tells each parent whose search finds new programs, at most once a day', async () => {
    const swimmer = await signedInParent(t);
    const dancer = await signedInParent(t);
    const asker = await signedInParent(t);
    await save(swimmer, swimming);
    await save(dancer, {
      ...swimming,
      query: { type: 'Dance' },
      label: 'Dance',
      link: '/activities?type=Dance',
    });
    await save(asker, {
      source: 'finder',
      query: { q: 'swimming lessons' },
      label: '“swimming lessons”',
      link: '/boredom-bot?prompt=swimming+lessons',
    });

    await importPrograms([
      { title: 'Little Dolphins', type: 'Swimming' },
      { title: 'Otter Club', type: 'Swimming' },
    ]);
    await runJobs();
    expect(await savedSearchNotices(swimmer)).toEqual([
      expect.objectContaining({
        title: 'New for your search: Swimming · Age 6',
        body: '2 new activities match',
        link: '/activities?tab=list&type=Swimming&age=6',
        readAt: null,
      }),
    ]);
    expect(await savedSearchNotices(dancer)).toEqual([]);
    expect(await savedSearchNotices(asker)).toEqual([
      expect.objectContaining({ title: 'New for your search: “swimming lessons”' }),
    ]);

    // A second import the same day: the parent was told today, so hears of it tomorrow.
    await importPrograms([{ title: 'Sea Turtles', type: 'Swimming' }]);
    await runJobs();
    expect(await savedSearchNotices(swimmer)).toHaveLength(1);
    await runJobs(new Date(today.getTime() + DAY));
    const [latest, first] = await savedSearchNotices(swimmer);
    expect(latest).toMatchObject({ body: '1 new activity matches' });
    expect(first).toMatchObject({ body: '2 new activities match' });
    expect(await savedSearchNotices(dancer)).toEqual([]);

    // E-mail is on for saved searches by default: once per notice, when quiet hours allow.
    await runJobs(new Date(today.getTime() + 2 * DAY));
    const mails = await t.db
      .select({ subject: outboxMessages.subject })
      .from(outboxMessages)
      .where(eq(outboxMessages.to, swimmer.email));
    expect(mails.filter((m) => m.subject.startsWith('New for your search'))).toHaveLength(2);
  });

  it('tells no one twice when a check runs again after a crash', async () => {
    const p = await signedInParent(t);
    await save(p, { ...swimming, query: { type: 'Swimming', q: 'seahorse' }, label: 'Seahorse' });
    await importPrograms([{ title: 'Seahorse Swim', type: 'Swimming' }]);
    // The sessions the import added: the range its own check was given.
    const [range] = await t.db
      .select({ first: min(activitySessions.id), last: max(activitySessions.id) })
      .from(activitySessions)
      .innerJoin(activities, eq(activities.id, activitySessions.activityId))
      .where(eq(activities.title, 'Seahorse Swim'));
    if (!range?.first || !range.last) throw new Error('the import added no session');
    // The same check twice, as if the first run died after telling the parent.
    await t.db.transaction(async (tx) => {
      const sessions = { first: range.first ?? 0, last: range.last ?? 0 };
      await queueSavedSearchCheck(tx, sessions);
      await queueSavedSearchCheck(tx, sessions);
    });
    await runJobs();
    expect(await savedSearchNotices(p)).toHaveLength(1);
  });

  it('checks them when the demo top-up adds days too', async () => {
    const p = await signedInParent(t);
    await save(p, {
      source: 'finder',
      query: { q: 'something for a 6 year old on saturday' },
      label: '“something for a 6 year old on saturday”',
      link: '/boredom-bot?prompt=something+for+a+6+year+old+on+saturday',
    });
    const seeded = await t.app.request(`${TEST_ORIGIN}/api/admin/catalogue/seed`, {
      method: 'POST',
      headers: { authorization: 'Bearer test-admin-secret' },
    });
    expect(seeded.status).toBe(200);
    await runJobs();
    const [notice] = await savedSearchNotices(p);
    expect(notice?.body).toMatch(/^\d+\+? new activit(y matches|ies match)$/);
  });
});
