import { CreditCard } from 'lucide-react';
import { useId, useRef, useState, type RefObject } from 'react';
import {
  TOP_UP_PRESETS_CENTS,
  TopUpSchema,
  type CardMethod,
} from '../../../../shared/schemas/wallet';
import { useTopUp } from '../../../api/wallet/top-up';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { randomKey } from '../../../lib/random-key';
import { cn } from '../../../lib/cn';
import { formatDollars, formatMoney } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { methodLabel } from '../wallet-format';

/** 'Top Up Balance': charge a saved card and add the amount to the wallet. */
export function TopUpDialog({
  open,
  onOpenChange,
  opener,
  cards,
  onAddCard,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it: the focus goes back there on closing. */
  opener?: RefObject<HTMLElement | null>;
  cards: CardMethod[];
  /** No card to charge yet: go and add one (called once the dialog has closed). */
  onAddCard: () => void;
}) {
  const topUp = useTopUp();
  // Going to the add-card form: the focus goes to its first field, not back to 'Top Up Balance'.
  const toAddCard = useRef(false);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={opener}
      busy={topUp.isPending}
      onCloseAutoFocus={(event) => {
        if (!toAddCard.current) return;
        // Once the dialog has let go of the focus, so that the form's first field can take it.
        toAddCard.current = false;
        event.preventDefault();
        onAddCard();
      }}
      title="Top Up Balance"
      description={
        cards.length > 0
          ? 'Charge one of your saved cards and add the money to your wallet.'
          : 'Top-ups are charged to a saved card, and you have not added one yet.'
      }
    >
      <div className="mt-5">
        {cards.length > 0 ? (
          <TopUpForm cards={cards} topUp={topUp} onDone={() => onOpenChange(false)} />
        ) : (
          <Button
            size="lg"
            className="w-full"
            onClick={() => {
              toAddCard.current = true;
              onOpenChange(false);
            }}
          >
            <CreditCard aria-hidden className="size-4" />
            Add Card
          </Button>
        )}
      </div>
    </Dialog>
  );
}

/** The amount buttons are radios the size of their label, drawn by the label. */
const hiddenRadio = 'absolute inset-0 cursor-pointer opacity-0';

type Amount = { preset: number } | { custom: string };

/** '12.50' → 1250; anything that is not a dollar amount → NaN (the schema says why). */
function centsOf(amount: Amount): number {
  if ('preset' in amount) return amount.preset;
  const text = amount.custom.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return Number.NaN;
  return Math.round(Number(text) * 100);
}

function TopUpForm({
  cards,
  topUp,
  onDone,
}: {
  cards: CardMethod[];
  topUp: ReturnType<typeof useTopUp>;
  onDone: () => void;
}) {
  const ids = useId();
  const [paymentMethodId, setPaymentMethodId] = useState(
    () => (cards.find((card) => card.isDefault) ?? cards[0])?.id ?? '',
  );
  const [amount, setAmount] = useState<Amount>({ preset: TOP_UP_PRESETS_CENTS[1] });
  // One key per opening of the dialog: a retried or double-clicked charge is never taken twice.
  const [idempotencyKey] = useState(randomKey);
  const [refusal, setRefusal] = useState<string | null>(null);

  const input = { paymentMethodId, amountCents: centsOf(amount), idempotencyKey };
  // A second press before the first answer must not charge twice.
  const { attach, errors, handleSubmit } = useSchemaForm(TopUpSchema, input);
  const amountError =
    errors.amountCents && 'custom' in amount && amount.custom.trim() === ''
      ? 'Please enter an amount'
      : Number.isNaN(input.amountCents) && errors.amountCents
        ? 'Please enter an amount in dollars, like 25 or 12.50'
        : errors.amountCents;

  // A custom amount to fix: the keyboard goes to it.
  const submit = handleSubmit(
    (parsed) => {
      setRefusal(null);
      const card = cards.find((c) => c.id === paymentMethodId);
      return topUp.mutateAsync(parsed).then(
        ({ balanceCents, transaction }) => {
          notify.success(
            'Balance topped up',
            `Added ${formatMoney(transaction.amountCents)} from ${card ? methodLabel(card) : 'your card'}. Your balance is now ${formatMoney(balanceCents)}.`,
          );
          onDone();
        },
        // Declined, insufficient funds, a removed card: the server's reason, in the dialog.
        (error: Error) => setRefusal(errorMessage(error)),
      );
    },
    { onInvalid: () => setRefusal(null) },
  );

  const choice =
    'relative flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-stone-300 bg-white px-3.5 ' +
    'has-[:checked]:border-primary has-[:checked]:bg-primary-tint has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary';

  return (
    <form ref={attach} noValidate onSubmit={submit} className="space-y-5">
      <fieldset aria-describedby={errors.paymentMethodId ? `${ids}-card-error` : undefined}>
        <legend className="mb-2 text-sm font-semibold text-ink">Card to charge</legend>
        <div className="space-y-2">
          {cards.map((card) => (
            <label key={card.id} className={choice}>
              <input
                type="radio"
                name={`${ids}-card`}
                value={card.id}
                checked={paymentMethodId === card.id}
                onChange={() => setPaymentMethodId(card.id)}
                className="size-4 accent-primary focus-visible:outline-none"
              />
              <span className="min-w-0 flex-1 py-2">
                <span className="block font-medium">{methodLabel(card)}</span>
                <span className="block text-sm text-muted">Expires {card.expiryDate}</span>
              </span>
              {card.isDefault && (
                <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-teal-900">
                  Default
                </span>
              )}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset
        aria-describedby={!('custom' in amount) && amountError ? `${ids}-amount-error` : undefined}
      >
        <legend className="mb-2 text-sm font-semibold text-ink">Amount</legend>
        <div className="grid grid-cols-4 gap-2">
          {TOP_UP_PRESETS_CENTS.map((cents) => (
            <label key={cents} className={cn(choice, 'justify-center px-2 font-semibold')}>
              <input
                type="radio"
                name={`${ids}-amount`}
                checked={'preset' in amount && amount.preset === cents}
                onChange={() => setAmount({ preset: cents })}
                className={hiddenRadio}
              />
              {formatDollars(cents)}
            </label>
          ))}
          <label className={cn(choice, 'justify-center px-2 font-semibold')}>
            <input
              type="radio"
              name={`${ids}-amount`}
              checked={'custom' in amount}
              onChange={() => setAmount({ custom: '' })}
              className={hiddenRadio}
            />
            Custom
          </label>
        </div>
        {'custom' in amount && (
          <TextField
            label="Custom amount (USD)"
            name="customAmount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="25.00"
            value={amount.custom}
            onValueChange={(custom) => setAmount({ custom })}
            error={amountError}
            hint="From $5.00 to $500.00."
            className="mt-3"
            // Shown because the parent just chose Custom: the amount is what they type next.
            // eslint-disable-next-line jsx-a11y/no-autofocus
            autoFocus
          />
        )}
        {!('custom' in amount) && amountError && (
          <p
            id={`${ids}-amount-error`}
            role="alert"
            className="mt-2 text-sm font-medium text-danger"
          >
            {amountError}
          </p>
        )}
      </fieldset>

      {errors.paymentMethodId && (
        <p id={`${ids}-card-error`} role="alert" className="text-sm font-medium text-danger">
          {errors.paymentMethodId}
        </p>
      )}
      {refusal && (
        <p
          role="alert"
          className="rounded-xl bg-danger-soft px-3.5 py-3 text-sm font-medium text-danger"
        >
          {refusal}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" busy={topUp.isPending}>
        {Number.isNaN(input.amountCents) || input.amountCents <= 0
          ? 'Top Up'
          : `Top Up ${formatMoney(input.amountCents)}`}
      </Button>
    </form>
  );
}
