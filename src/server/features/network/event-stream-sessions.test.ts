import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, PASSWORD } from '../../../../tests/accounts';
import { readSse } from '../../../../tests/sse-reader';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { expectJson } from '../../../../tests/test-client';
import type { Parent } from '../../../../tests/factories';
import { outboxMessages, sessions } from '../../db/schema';
import { networkParent } from './network.test-helpers';

/** A stream of a session that has ended must itself end within this. */
const ENDS_WITHIN_MS = 1_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '10000' });
});
afterAll(() => t.close());

let n = 0;
const parent = () => networkParent(t, { firstName: `Device${++n}`, region: 'Toronto' });

/** The same parent signed in on another device: its own session and cookie. */
async function anotherDevice(who: Parent) {
  const res = await t.request('/api/account/sign-in', {
    json: { email: who.email, password: PASSWORD, rememberMe: true },
  });
  expect(res.status).toBe(200);
  return { ...who, cookie: cookieFrom(res) };
}

/** The session token inside a cookie header (`kidventure.session_token=token.signature`). */
function sessionToken(cookie: string) {
  const signed = /kidventure\.session_token=([^;]+)/.exec(cookie)?.[1] ?? '';
  const value = decodeURIComponent(signed);
  return value.slice(0, value.lastIndexOf('.'));
}

const open = async (cookie: string) => {
  const res = await t.request('/api/network/events', { cookie });
  expect(res.status).toBe(200);
  const stream = readSse(res);
  expect((await stream.next()).event).toBe('ready');
  return stream;
};

/** Someone asks `who` to connect: an event on every live stream of `who`. */
const askToConnect = async (who: Parent) => {
  const asker = await parent();
  return expectJson(
    await t.api(asker).network.connections.$post({ json: { parentId: who.userId } }),
    201,
  );
};

describe("an event stream ends with its session, within 1 s, and the parent's other streams go on", () => {
  it('when that device signs out', async () => {
    const phone = await parent();
    const laptop = await anotherDevice(phone);
    const [phoneStream, laptopStream] = [await open(phone.cookie), await open(laptop.cookie)];

    const res = await t.request('/api/account/sign-out', { method: 'POST', cookie: phone.cookie });
    expect(res.status).toBe(200);
    expect(await phoneStream.ended(ENDS_WITHIN_MS)).toBe(true);

    const asked = await askToConnect(phone);
    expect(JSON.parse((await laptopStream.next()).data)).toEqual({ connectionId: asked.id });
    await laptopStream.close();
  });

  it("when another device signs out everywhere else ('sign out everywhere' in settings)", async () => {
    const phone = await parent();
    const laptop = await anotherDevice(phone);
    const [phoneStream, laptopStream] = [await open(phone.cookie), await open(laptop.cookie)];

    const res = await t.request('/api/account/sessions/sign-out-others', {
      method: 'POST',
      cookie: laptop.cookie,
    });
    expect(await res.json()).toEqual({ ok: true, signedOut: 1 });
    expect(await phoneStream.ended(ENDS_WITHIN_MS)).toBe(true);

    const asked = await askToConnect(phone);
    expect(JSON.parse((await laptopStream.next()).data)).toEqual({ connectionId: asked.id });
    await laptopStream.close();
  });

  it('when the password is changed: every stream of the replaced sessions, the new cookie streams again', async () => {
    const phone = await parent();
    const laptop = await anotherDevice(phone);
    const [phoneStream, laptopStream] = [await open(phone.cookie), await open(laptop.cookie)];

    const res = await t.request('/api/account/change-password', {
      cookie: laptop.cookie,
      json: {
        currentPassword: PASSWORD,
        newPassword: 'a new password 2',
        signOutOtherSessions: true,
      },
    });
    expect(res.status).toBe(200);
    // Both sessions are gone: the laptop has a new one, in the cookie just set.
    expect(await phoneStream.ended(ENDS_WITHIN_MS)).toBe(true);
    expect(await laptopStream.ended(ENDS_WITHIN_MS)).toBe(true);

    const again = await open(cookieFrom(res));
    const asked = await askToConnect(phone);
    expect(JSON.parse((await again.next()).data)).toEqual({ connectionId: asked.id });
    await again.close();
  });

  it('when the password is reset from the mailed link', async () => {
    const phone = await parent();
    const phoneStream = await open(phone.cookie);

    expect(
      (await t.request('/api/account/forgot-password', { json: { email: phone.email } })).status,
    ).toBe(200);
    await t.settled(); // the mail goes out after the answer
    const [mail] = await t.db
      .select({ links: outboxMessages.links })
      .from(outboxMessages)
      .where(eq(outboxMessages.to, phone.email))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    const token = new URL(mail?.links[0] ?? '').searchParams.get('token') ?? '';
    const res = await t.request('/api/account/reset-password', {
      json: { token, password: 'a reset password 3' },
    });
    expect(res.status).toBe(200);
    expect(await phoneStream.ended(ENDS_WITHIN_MS)).toBe(true);
  });

  it("when the session's row is deleted, by whatever deletes it", async () => {
    const phone = await parent();
    const laptop = await anotherDevice(phone);
    const [phoneStream, laptopStream] = [await open(phone.cookie), await open(laptop.cookie)];
    await t.db.delete(sessions).where(eq(sessions.token, sessionToken(laptop.cookie)));
    expect(await laptopStream.ended(ENDS_WITHIN_MS)).toBe(true);
    await phoneStream.none();
    await phoneStream.close();
  });
});
