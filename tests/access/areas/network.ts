import {
  connectedPair,
  networkParent,
} from '../../../src/server/features/network/network.test-helpers';
import type { AreaAccess } from '../area-access';

export const access: AreaAccess = {
  async ownerData(t, owner) {
    const friend = await networkParent(t, { firstName: 'Robin' });
    const { connectionId, conversationId } = await connectedPair(t, owner, friend);
    const blocked = await networkParent(t, { firstName: 'Morgan', discoverable: false });
    const res = await t.api(owner).network.blocks.$post({ json: { parentId: blocked.userId } });
    if (res.status !== 204) throw new Error(`blocking answered ${res.status}`);
    return {
      '/api/network/blocks/{parentId}': { parentId: blocked.userId },
      '/api/network/connections/{id}': { id: connectionId },
      '/api/network/conversations/{id}': { id: conversationId },
    };
  },
  intruderInput: {
    // Any parent signed in gets a stream of their own events, never the owner's.
    'GET /api/network/events': () => ({ status: 200 }),
    'POST /api/network/conversations/{id}/messages': () => ({
      json: { clientId: crypto.randomUUID(), text: 'Hello from a stranger' },
    }),
  },
};
