import { CreditCard, Gift, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import type { PaymentMethod } from '../../../../shared/schemas/wallet';
import { useDeleteMethod } from '../../../api/wallet/delete-method';
import { useSetDefaultMethod } from '../../../api/wallet/set-default-method';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { formatDollars } from '../../../lib/format';
import { methodLabel } from '../wallet-format';

/** One saved card or gift card, with its actions. */
export function PaymentMethodItem({
  method,
  onRemoved,
}: {
  method: PaymentMethod;
  /** After the removal, where the focus goes (this item and its button are gone). */
  onRemoved: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const removed = useRef(false);
  const remove = useDeleteMethod();
  const setDefault = useSetDefaultMethod();
  const label = methodLabel(method);

  const confirmRemove = () =>
    remove.mutateAsync(method.id, {
      onSuccess: () => {
        removed.current = true;
        setConfirming(false);
        notify.success('Payment method removed', `${capitalise(label)} has been removed.`);
      },
      onError: (error) => {
        setConfirming(false);
        notify.error('Could not remove payment method', errorMessage(error));
      },
    });

  const makeDefault = () =>
    setDefault.mutate(method.id, {
      onSuccess: () =>
        notify.success('Default payment method updated', `${label} is now your default.`),
      onError: (error) => notify.error('Could not set the default', errorMessage(error)),
    });

  return (
    // On a phone 'Set Default' wraps onto its own line under the card's name.
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-2xl border border-line bg-white px-4 py-3.5 shadow-xs">
      <span
        aria-hidden
        className={
          method.type === 'card'
            ? 'flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-tint text-primary'
            : 'flex size-11 shrink-0 items-center justify-center rounded-xl bg-accent-soft text-amber-900'
        }
      >
        {method.type === 'card' ? <CreditCard className="size-5" /> : <Gift className="size-5" />}
      </span>
      <div className="min-w-0 flex-1 basis-32">
        {method.type === 'card' ? (
          <>
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-ink">
              <span className="whitespace-nowrap">
                {method.cardType} <span aria-hidden>••••</span>
                <span className="sr-only">ending in</span> {method.lastFour}
              </span>
              {method.isDefault && (
                <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-teal-900">
                  Default
                </span>
              )}
            </p>
            <p className="text-sm text-muted">Expires {method.expiryDate}</p>
          </>
        ) : (
          <>
            <p className="font-semibold text-ink">
              <span aria-hidden className="font-mono tracking-wider">
                {method.maskedCode}
              </span>
              <span className="sr-only">Gift card starting {method.maskedCode.slice(0, 4)}</span>
            </p>
            <p className="text-sm text-muted">Gift card · {formatDollars(method.amountCents)}</p>
          </>
        )}
      </div>
      {method.type === 'card' && !method.isDefault && (
        <Button
          variant="secondary"
          className="min-h-10 px-3 text-sm max-sm:order-last max-sm:ml-14"
          busy={setDefault.isPending}
          aria-label={`Set Default: ${methodLabel(method)}`}
          onClick={makeDefault}
        >
          Set Default
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Are you sure you want to remove this payment method?"
        confirmLabel="Remove"
        busy={remove.isPending}
        onConfirm={confirmRemove}
        onCloseAutoFocus={(event) => {
          if (!removed.current) return;
          event.preventDefault();
          onRemoved();
        }}
        trigger={
          <Button
            variant="ghost"
            size="icon"
            className="text-danger hover:bg-danger-soft"
            aria-label={`Remove ${label}`}
          >
            <Trash2 aria-hidden className="size-5" />
          </Button>
        }
        description={
          method.type === 'card'
            ? `${label} will be removed from your wallet.`
            : `This only removes the gift card from your list: the ${formatDollars(method.amountCents)} it added stays in your wallet balance.`
        }
      />
    </li>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
