import { Hourglass } from 'lucide-react';
import { useState, type RefObject } from 'react';
import { cardLabel } from '../../../../shared/cards';
import type { AutoBook } from '../../../../shared/schemas/waitlist';
import {
  BOOK_IT_FOR_ME,
  BOOK_IT_FOR_ME_HINT,
  JOIN_WAITLIST,
  WAITLIST_JOINED,
  WAITLIST_SIBLINGS_RULE,
} from '../../../../shared/waitlist';
import { useJoinWaitlist } from '../../../api/bookings/waitlist';
import { savedCards, useWallet } from '../../../api/wallet/get-wallet';
import { Button } from '../../../components/ui/button';
import { Dialog, dialogClasses } from '../../../components/ui/dialog';
import { SwitchField } from '../../../components/ui/switch';
import { errorMessage } from '../../../lib/api-client';
import { formatMoney, formatNames } from '../../../lib/format';
import { notify } from '../../../lib/notify';

export type WaitlistRequest = {
  activityId: number;
  title: string;
  sessionIds?: number[];
  kids: { id: string; name: string }[];
  /** What a booking of these places would cost now (price × children, less any discount). */
  totalCents: number;
};

/** The way-to-pay choice that means the wallet (the others are saved cards' ids). */
const WALLET_CHOICE = 'wallet';

type Props = {
  request: WaitlistRequest | null;
  onClose: () => void;
  returnFocusTo?: RefObject<HTMLElement | null>;
};

/**
 * 'Join Waitlist' (decision 060): who it is for, the rule for several children, and 'Book it for
 * me' with the way to pay it charges.
 */
export function JoinWaitlistDialog({ request, onClose, returnFocusTo }: Props) {
  const join = useJoinWaitlist();
  return (
    <Dialog
      open={request !== null}
      onOpenChange={(open) => !open && onClose()}
      title={JOIN_WAITLIST}
      description={request?.title}
      icon={<Hourglass aria-hidden className="size-5" />}
      busy={join.isPending}
      returnFocusTo={returnFocusTo}
    >
      {request && <JoinForm request={request} join={join} onDone={onClose} />}
    </Dialog>
  );
}

function JoinForm({
  request,
  join,
  onDone,
}: {
  request: WaitlistRequest;
  join: ReturnType<typeof useJoinWaitlist>;
  onDone: () => void;
}) {
  const [autoBook, setAutoBook] = useState(false);
  const [payWith, setPayWith] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const wallet = useWallet();
  const cards = savedCards(wallet.data);
  const balance = wallet.data?.balanceCents ?? 0;
  const walletCovers = balance >= request.totalCents;
  const choice = payWith ?? (walletCovers ? WALLET_CHOICE : (cards[0]?.id ?? null));

  const submit = () => {
    setError(null);
    const auto: AutoBook | undefined = !autoBook
      ? undefined
      : choice === WALLET_CHOICE
        ? { method: 'wallet' }
        : choice
          ? { method: 'card', paymentMethodId: choice }
          : undefined;
    join.mutate(
      {
        activityId: request.activityId,
        ...(request.sessionIds ? { sessionIds: request.sessionIds } : {}),
        kidIds: request.kids.map((k) => k.id),
        ...(auto ? { autoBook: auto } : {}),
      },
      {
        onSuccess: () => {
          notify.success(WAITLIST_JOINED);
          onDone();
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };

  const canAutoBook = walletCovers || cards.length > 0;
  return (
    <form
      className="mt-4 space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="text-[15px]">
        For <strong>{formatNames(request.kids.map((k) => k.name))}</strong>
      </p>
      {request.kids.length > 1 && <p className="text-sm text-muted">{WAITLIST_SIBLINGS_RULE}</p>}
      <SwitchField
        label={BOOK_IT_FOR_ME}
        description={
          canAutoBook
            ? BOOK_IT_FOR_ME_HINT
            : `Needs a saved card, or ${formatMoney(request.totalCents)} in your wallet.`
        }
        checked={autoBook}
        onCheckedChange={setAutoBook}
        disabled={!canAutoBook}
      />
      {autoBook && (
        <fieldset>
          <legend className="text-sm font-bold text-ink">Pay with</legend>
          <div className="mt-2 space-y-2">
            {walletCovers && (
              <PayOption
                value={WALLET_CHOICE}
                label={`Wallet (${formatMoney(balance)})`}
                checked={choice === WALLET_CHOICE}
                onChange={setPayWith}
              />
            )}
            {cards.map((card) => (
              <PayOption
                key={card.id}
                value={card.id}
                label={cardLabel(card.cardType, card.lastFour)}
                checked={choice === card.id}
                onChange={setPayWith}
              />
            ))}
          </div>
        </fieldset>
      )}
      {error && (
        <p role="alert" className="text-sm font-semibold text-danger">
          {error}
        </p>
      )}
      <div className={dialogClasses.actions}>
        <Button type="button" variant="secondary" onClick={onDone} disabled={join.isPending}>
          Cancel
        </Button>
        <Button type="submit" busy={join.isPending}>
          {JOIN_WAITLIST}
        </Button>
      </div>
    </form>
  );
}

function PayOption({
  value,
  label,
  checked,
  onChange,
}: {
  value: string;
  label: string;
  checked: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-2xl border border-line px-4 py-2 text-[15px] font-semibold has-[:checked]:border-primary has-[:checked]:bg-primary-tint">
      <input
        type="radio"
        name="auto-book-payment"
        value={value}
        checked={checked}
        onChange={() => onChange(value)}
        className="size-4 accent-primary"
      />
      {label}
    </label>
  );
}
