import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api-client';
import { invalidateWallet } from './keys';

/**
 * Redeems a gift card code into the wallet (POST /api/wallet/gift-cards). Refusals:
 * 404 gift_card_not_found, 409 gift_card_redeemed, 400 for a code of the wrong shape.
 */
export function redeemGiftCard(giftCardCode: string) {
  return unwrap(api.wallet['gift-cards'].$post({ json: { giftCardCode } }));
}

export function useRedeemGiftCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemGiftCard,
    onSettled: () => invalidateWallet(queryClient),
  });
}
