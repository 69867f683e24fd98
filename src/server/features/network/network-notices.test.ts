import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationsOf } from '../../../../tests/notifications';
import { createTestApp, type TestApp } from '../../../../tests/test-app';
import { expectJson } from '../../../../tests/test-client';
import { networkParent } from './network.test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: '1000' });
});
afterAll(() => t.close());

const titles = async (cookie: string) =>
  (await notificationsOf(t, cookie)).items.map((n) => [n.kind, n.title, n.link]);

describe('connection notifications', () => {
  it('tells the parent asked, then the parent who asked once it is accepted', async () => {
    const ann = await networkParent(t, { firstName: 'Ann' });
    const bo = await networkParent(t, { firstName: 'Bo' });
    const asked = await expectJson(
      await t.api(ann).network.connections.$post({ json: { parentId: bo.userId } }),
      201,
    );
    expect(await titles(bo.cookie)).toEqual([
      ['connection', 'Ann wants to connect', '/messages?tab=connections'],
    ]);
    expect(await titles(ann.cookie)).toEqual([]);

    await expectJson(
      await t.api(bo).network.connections[':id'].accept.$post({ param: { id: asked.id } }),
      200,
    );
    expect(await titles(ann.cookie)).toEqual([
      ['connection', 'Bo accepted your request to connect', '/messages?tab=connections'],
    ]);
  });

  it('says nothing to the asker when a request is declined', async () => {
    const cy = await networkParent(t, { firstName: 'Cy' });
    const di = await networkParent(t, { firstName: 'Di' });
    const asked = await expectJson(
      await t.api(cy).network.connections.$post({ json: { parentId: di.userId } }),
      201,
    );
    await expectJson(
      await t.api(di).network.connections[':id'].decline.$post({ param: { id: asked.id } }),
      200,
    );
    expect(await titles(cy.cookie)).toEqual([]);
  });
});
