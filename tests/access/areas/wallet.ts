import { addCard } from '../../factories';
import type { AreaAccess } from '../area-access';

export const access: AreaAccess = {
  async ownerData(t, owner) {
    const card = await addCard(t, owner);
    return { '/api/wallet/payment-methods/{id}': { id: card.id } };
  },
};
