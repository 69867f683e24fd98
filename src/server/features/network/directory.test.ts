import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { expectJson } from '../../../../tests/test-client';
import { signedInParent, type Parent } from '../../../../tests/factories';
import { DIRECTORY_PAGE_SIZE } from '../../../shared/network-rules';
import { networkParent } from './network.test-helpers';

let t: TestApp;
let me: Parent;
let maria: Parent;
let hidden: Parent;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '10000' });
  me = await networkParent(t, { firstName: 'Sam', region: 'Toronto' });
  maria = await networkParent(t, { firstName: 'Maria', region: 'Ottawa, Ontario' });
  hidden = await networkParent(t, { firstName: 'Hidden', region: 'Ottawa', discoverable: false });
});
afterAll(() => t.close());

const search = async (parent: Parent, query: { q?: string; offset?: string } = {}) =>
  expectJson(await t.api(parent).network.parents.$get({ query }), 200);

describe('the parent directory', () => {
  it('answers 401 without a session', async () => {
    const res = await t.api().network.parents.$get({ query: {} });
    expect(res.status).toBe(401);
  });

  it('lists discoverable parents by first name, letter and region only, never me or the hidden', async () => {
    const page = await search(me, { q: 'ottawa' });
    expect(page.items).toEqual([
      { id: maria.userId, firstName: 'Maria', avatarLetter: 'M', region: 'Ottawa, Ontario' },
    ]);
    const all = await search(me);
    const ids = all.items.map((p) => p.id);
    expect(ids).toContain(maria.userId);
    expect(ids).not.toContain(me.userId);
    expect(ids).not.toContain(hidden.userId);
    expect(JSON.stringify(all)).not.toMatch(/@example\.com/);
  });

  it('forgives a typo in the first name', async () => {
    const page = await search(me, { q: 'Mria' });
    expect(page.items.map((p) => p.firstName)).toContain('Maria');
  });

  it('treats % and _ as plain text', async () => {
    expect((await search(me, { q: '%' })).items).toEqual([]);
  });

  it('drops a parent who turns discoverability off at once', async () => {
    const other = await networkParent(t, { firstName: 'Quinn', region: 'Halifax' });
    expect((await search(me, { q: 'Quinn' })).items).toHaveLength(1);
    await t.api(other).profile.$patch({ json: { discoverable: false } });
    expect((await search(me, { q: 'Quinn' })).items).toEqual([]);
  });

  it('never shows a parent who blocked me, nor one I blocked', async () => {
    const blocker = await networkParent(t, { firstName: 'Blake', region: 'Regina' });
    const blocked = await networkParent(t, { firstName: 'Blair', region: 'Regina' });
    expect((await search(me, { q: 'Regina' })).items).toHaveLength(2);
    expect(
      (await t.api(blocker).network.blocks.$post({ json: { parentId: me.userId } })).status,
    ).toBe(204);
    expect(
      (await t.api(me).network.blocks.$post({ json: { parentId: blocked.userId } })).status,
    ).toBe(204);
    expect((await search(me, { q: 'Regina' })).items).toEqual([]);
    expect((await search(blocker, { q: 'Sam' })).items).toEqual([]);
  });

  it('leaves out parents already connected or asked', async () => {
    const asked = await networkParent(t, { firstName: 'Avery', region: 'Calgary' });
    await expectJson(
      await t.api(me).network.connections.$post({ json: { parentId: asked.userId } }),
      201,
    );
    expect((await search(me, { q: 'Calgary' })).items).toEqual([]);
  });

  it('pages through the results', async () => {
    const viewer = await signedInParent(t);
    for (let i = 0; i < DIRECTORY_PAGE_SIZE + 2; i++) {
      await networkParent(t, { firstName: `Pat${String(i).padStart(2, '0')}`, region: 'Pagetown' });
    }
    const first = await search(viewer, { q: 'Pagetown' });
    expect(first.items).toHaveLength(DIRECTORY_PAGE_SIZE);
    expect(first.nextOffset).toBe(DIRECTORY_PAGE_SIZE);
    const second = await search(viewer, { q: 'Pagetown', offset: String(first.nextOffset) });
    expect(second.items).toHaveLength(2);
    expect(second.nextOffset).toBeNull();
    const names = [...first.items, ...second.items].map((p) => p.firstName);
    expect(new Set(names).size).toBe(DIRECTORY_PAGE_SIZE + 2);
  });

  it('refuses a bad offset with 400', async () => {
    const res = await t.api(me).network.parents.$get({ query: { offset: '-1' } });
    expect(res.status).toBe(400);
  });
});
