import { useState, type RefObject } from 'react';
import { normalizeGiftCardCode } from '../../../../shared/gift-codes';
import { RedeemGiftCardSchema } from '../../../../shared/schemas/wallet';
import { useRedeemGiftCard } from '../../../api/wallet/redeem-gift-card';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { formatDollars } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useSchemaForm } from '../../../lib/use-schema-form';

/** 'Add Gift Card': redeem a code into the wallet. */
export function GiftCardDialog({
  open,
  onOpenChange,
  opener,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it: the focus goes back there on closing. */
  opener?: RefObject<HTMLElement | null>;
}) {
  const redeem = useRedeemGiftCard();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={opener}
      busy={redeem.isPending}
      title="Add Gift Card"
      description="Enter the code on your gift card. Its amount is added to your wallet balance."
    >
      <div className="mt-5">
        <GiftCardForm redeem={redeem} onDone={() => onOpenChange(false)} />
      </div>
    </Dialog>
  );
}

/** Server refusals that are about the code itself: shown under the field. */
const CODE_REFUSALS = {
  gift_card_not_found: 'giftCardCode',
  gift_card_redeemed: 'giftCardCode',
};

function GiftCardForm({
  redeem,
  onDone,
}: {
  redeem: ReturnType<typeof useRedeemGiftCard>;
  onDone: () => void;
}) {
  const [giftCardCode, setGiftCardCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const { attach, errors, handleSubmit, focusInvalid, showServerError } = useSchemaForm(
    RedeemGiftCardSchema,
    { giftCardCode },
  );

  const submit = handleSubmit(
    (parsed) => {
      setFailure(null);
      return redeem.mutateAsync(parsed.giftCardCode).then(
        ({ amountCents }) => {
          notify.success(
            'Gift card added',
            `Successfully added a ${formatDollars(amountCents)} gift card to your account.`,
          );
          onDone();
        },
        (error: Error) => {
          if (showServerError(error, CODE_REFUSALS)) return focusInvalid();
          // Anything else (network, rate limit, our side) keeps the code and says what happened.
          setFailure(isApiError(error) ? error.message : errorMessage(error));
        },
      );
    },
    { onInvalid: () => setFailure(null) },
  );

  return (
    <form ref={attach} noValidate onSubmit={submit} className="space-y-5">
      <TextField
        label="Gift card code"
        name="giftCardCode"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder="e.g. KIDS2026GIFT"
        value={giftCardCode}
        onValueChange={(raw) => setGiftCardCode(normalizeGiftCardCode(raw))}
        error={errors.giftCardCode}
        hint="8 to 16 letters and digits; spaces are ignored."
        className="[&_input]:font-mono [&_input]:tracking-wider"
        // The dialog's one field: the code can be typed at once (the dialog would focus its X).
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      />
      {failure && (
        <p
          role="alert"
          className="rounded-xl bg-danger-soft px-3.5 py-3 text-sm font-medium text-danger"
        >
          {failure}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" busy={redeem.isPending}>
        Add Gift Card
      </Button>
    </form>
  );
}
