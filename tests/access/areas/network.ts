import {
  connectedPair,
  networkParent,
} from '../../../src/server/features/network/network.test-helpers';
import type { AreaAccess } from '../area-access';

export const access: AreaAccess = {
  async ownerData(t, owner) {
    const friend = await networkParent(t, { firstName: 'Robin' });
    const { connectionId, conversationId } = await connectedPair(t, owner, friend);
    return {
      '/api/network/connections/{id}': { id: connectionId },
      '/api/network/conversations/{id}': { id: conversationId },
    };
  },
  intruderInput: {
    'POST /api/network/conversations/{id}/messages': () => ({
      json: { clientId: crypto.randomUUID(), text: 'Hello from a stranger' },
    }),
  },
};
