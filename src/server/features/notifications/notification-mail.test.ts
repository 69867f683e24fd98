import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInParent, type Parent } from '../../../../tests/factories';
import {
  createTestApp,
  TEST_AUTH_SECRET,
  TEST_ORIGIN,
  type TestApp,
} from '../../../../tests/test-app';
import { expectJson } from '../../../../tests/test-client';
import {
  NOTIFICATION_KIND_RULES,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from '../../../shared/notifications';
import { greetingName } from '../../lib/mail-templates/recipient';
import { notify } from '../../lib/notify';
import { unsubscribeToken } from '../../lib/unsubscribe-token';
import {
  deliveryRunner,
  minutesAfter,
  noonAfter,
  outboxFor,
  type Clock,
} from './notifications.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '10000' });
});
afterAll(() => t.close());

const clock: Clock = { now: noonAfter(new Date()) };

/** A parent called `firstName`, in UTC (noon is not quiet hours), with every kind's e-mail on. */
async function parentNamed(firstName: string): Promise<Parent> {
  const p = await signedInParent(t);
  await expectJson(
    await t.api(p).profile.$patch({ json: { firstName, region: null, discoverable: false } }),
    200,
  );
  const channels = Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, { email: true }]));
  await expectJson(
    await t.api(p).notifications.settings.$patch({ json: { timeZone: 'UTC', channels } }),
    200,
  );
  return p;
}

/** Tells the parent something of `kind` now, and runs the deliveries. */
async function tell(p: Parent, kind: NotificationKind, link = '/activities/a1') {
  await t.db.transaction((tx) =>
    notify(
      tx,
      [
        {
          userId: p.userId,
          kind,
          title: `News of kind ${kind}`,
          body: 'Art & Clay <Saturday>',
          link,
          key: `test:${randomUUID()}`,
        },
      ],
      { now: clock.now },
    ),
  );
  await deliveryRunner(t, clock).runAll();
}

const settingsOf = async (p: Parent) =>
  expectJson(await t.api(p).notifications.settings.$get(), 200);

/** A POST as a mail provider sends it (RFC 8058): no cookie, no Origin, a form body. */
const oneClick = (url: string) =>
  t.app.request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

const unsubscribeUrl = (header: string | undefined) => header?.match(/^<(.+)>$/)?.[1] ?? '';

describe('notification e-mails', () => {
  it('greet the parent by first name and link to the thing and the settings, in HTML and text', async () => {
    const p = await parentNamed('Ann');
    await tell(p, 'reminder', '/activities/a1');
    const [mail] = await outboxFor(t, p.email);
    expect(mail?.subject).toBe('News of kind reminder');
    const html = mail?.html ?? '';
    expect(html).toContain('Hi Ann,');
    expect(html).toContain(`href="${TEST_ORIGIN}/activities/a1"`);
    expect(html).toContain(`href="${TEST_ORIGIN}/settings#notifications"`);
    expect(html).toContain('>View activity</a>');
    // The parent's words are text, never markup.
    expect(html).toContain('Art &amp; Clay &lt;Saturday&gt;');
    expect(html).not.toContain('<Saturday>');
    expect(html).toMatch(
      /href="http:\/\/localhost:3000\/unsubscribe\?token=[^"]+&amp;kind=reminder"/,
    );
    expect(html).toContain('e-mail for reminders is on in your Kidventure notification settings');
    const text = mail?.text ?? '';
    expect(text).toContain('Hi Ann,');
    expect(text).toContain('Art & Clay <Saturday>');
    expect(text).toContain(`View activity: ${TEST_ORIGIN}/activities/a1`);
    expect(text).toContain(`Notification settings: ${TEST_ORIGIN}/settings#notifications`);
    expect(text).toMatch(
      /Unsubscribe from e-mails about reminders: http:\/\/localhost:3000\/unsubscribe\?token=\S+&kind=reminder/,
    );
    expect(text).toContain('e-mail for reminders is on in your Kidventure notification settings');
  });

  it('carry List-Unsubscribe (one-click) on every kind but receipts', async () => {
    const p = await parentNamed('Ben');
    for (const kind of NOTIFICATION_KINDS) await tell(p, kind);
    const mails = await outboxFor(t, p.email);
    expect(mails.map((m) => m.subject)).toEqual(NOTIFICATION_KINDS.map((k) => `News of kind ${k}`));
    for (const [i, kind] of NOTIFICATION_KINDS.entries()) {
      const headers = mails[i]?.headers ?? {};
      expect(headers['Message-ID']).toMatch(/^<notification-\d+\.email@localhost>$/);
      if (NOTIFICATION_KIND_RULES[kind].transactional) {
        expect(headers, kind).not.toHaveProperty('List-Unsubscribe');
        expect(headers, kind).not.toHaveProperty('List-Unsubscribe-Post');
        expect(mails[i]?.text, kind).not.toContain('Unsubscribe');
      } else {
        expect(headers['List-Unsubscribe'], kind).toMatch(
          /^<http:\/\/localhost:3000\/api\/notifications\/unsubscribe\?token=[^>]+>$/,
        );
        expect(headers['List-Unsubscribe-Post'], kind).toBe('List-Unsubscribe=One-Click');
      }
    }
  });

  it("one-click unsubscribe turns that kind's e-mail off, without a session or an origin", async () => {
    const p = await parentNamed('Cleo');
    await tell(p, 'saved-search');
    const [mail] = await outboxFor(t, p.email);
    const url = unsubscribeUrl(mail?.headers['List-Unsubscribe']);
    const res = await oneClick(url);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      kind: 'saved-search',
      label: 'Saved searches',
      email: false,
    });
    const settings = await settingsOf(p);
    expect(settings.channels['saved-search']).toEqual({ email: false, push: false });
    // Only that kind.
    expect(settings.channels.reminder.email).toBe(true);
    // A second click (a provider retrying) answers the same.
    expect((await oneClick(url)).status).toBe(200);
    clock.now = minutesAfter(clock.now, 1);
    await tell(p, 'saved-search');
    await tell(p, 'reminder');
    expect((await outboxFor(t, p.email)).map((m) => m.subject)).toEqual([
      'News of kind saved-search',
      'News of kind reminder',
    ]);
  });

  it('answers a link we did not sign with a clear 400, and changes nothing', async () => {
    const p = await parentNamed('Dev');
    const good = unsubscribeToken(TEST_AUTH_SECRET, p.userId, 'reminder');
    const [, mac] = good.split('.');
    const otherKind = `${Buffer.from(`${p.userId}\nmessage`).toString('base64url')}.${mac}`;
    const tokens = [
      unsubscribeToken('some-other-secret', p.userId, 'reminder'),
      otherKind,
      'not-a-token',
      `${good}x`,
    ];
    for (const token of tokens) {
      const res = await oneClick(
        `${TEST_ORIGIN}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
      );
      expect(res.status, token).toBe(400);
      expect(await res.json()).toEqual({
        error: {
          code: 'invalid_unsubscribe_link',
          message:
            'This unsubscribe link is not valid. Choose what reaches you in your notification settings instead.',
        },
      });
    }
    expect((await oneClick(`${TEST_ORIGIN}/api/notifications/unsubscribe`)).status).toBe(400);
    const settings = await settingsOf(p);
    expect(settings.channels.reminder.email).toBe(true);
    expect(settings.channels.message.email).toBe(true);
    // The good one works.
    expect(
      (await oneClick(`${TEST_ORIGIN}/api/notifications/unsubscribe?token=${good}`)).status,
    ).toBe(200);
  });

  it('leave the origin check in place for every other cross-site post', async () => {
    const p = await parentNamed('Eve');
    for (const origin of [undefined, 'https://evil.example']) {
      const res = await t.app.request(`${TEST_ORIGIN}/api/notifications/read`, {
        method: 'POST',
        headers: { cookie: p.cookie, ...(origin ? { origin } : {}) },
      });
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
        'forbidden_origin',
      );
    }
    // Only POST to that exact path passes without an origin.
    const patch = await t.app.request(`${TEST_ORIGIN}/api/notifications/settings`, {
      method: 'PATCH',
      headers: { cookie: p.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ quietHours: false }),
    });
    expect(patch.status).toBe(403);
  });
});

describe('the greeting', () => {
  it("is the profile's first name, else the first word of the account's name, else 'there'", () => {
    expect(greetingName({ firstName: ' Ann ', name: 'Annabel Lee' })).toBe('Ann');
    expect(greetingName({ firstName: null, name: 'Annabel Lee' })).toBe('Annabel');
    expect(greetingName({ firstName: '', name: '  ' })).toBe('there');
  });
});
