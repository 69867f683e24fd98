import { CreditCard, Gift, Plus, Wallet as WalletIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paymentCovers, splitInWords, type PaymentSplit } from '../../../../shared/booking-payment';
import { cardLabel } from '../../../../shared/cards';
import type { CardMethod, Wallet } from '../../../../shared/schemas/wallet';
import { buttonClasses } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/field';
import { QueryError } from '../../../components/ui/query-error';
import { cn } from '../../../lib/cn';
import { formatMoney } from '../../../lib/format';
import { walletFromBooking } from '../../../lib/wallet-from-booking';
import { paymentMeans, WALLET_CHOICE, type PaymentChoice } from '../payment-choice';
import { LoadingPanel } from '../../../components/ui/loading-panel';

type WalletQuery = {
  data: Wallet | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
};

/**
 * 'Payment Method': the wallet (with its balance) and each saved card, as one radio group.
 * When none of them covers the total (`uncovered`), the group says so and offers the two ways
 * out: add a card, or add money with a gift card or a top-up. With a card chosen and a wallet
 * holding part of the total, the parent may use the wallet first and pay the rest by card.
 */
export function PaymentMethodChoice({
  wallet,
  cards,
  value,
  onChange,
  totalCents,
  split,
  uncovered,
  disabled,
}: {
  wallet: WalletQuery;
  cards: readonly CardMethod[];
  value: PaymentChoice | null;
  onChange: (choice: PaymentChoice) => void;
  totalCents: number;
  /** The split on offer for the chosen card (null: none), and whether the parent took it. */
  split: { offer: PaymentSplit | null; on: boolean; onChange: (on: boolean) => void };
  uncovered: boolean;
  disabled: boolean;
}) {
  const noteId = useId();
  return (
    <fieldset className="min-w-0" aria-describedby={uncovered ? noteId : undefined}>
      <legend className="text-lg font-extrabold tracking-tight">Payment Method</legend>
      {wallet.isPending ? (
        <LoadingPanel label="Loading your payment methods" className="mt-3 space-y-2">
          {[0, 1].map((i) => (
            <div key={i} aria-hidden className="h-16 animate-pulse rounded-2xl bg-stone-200/70" />
          ))}
        </LoadingPanel>
      ) : wallet.isError || !wallet.data ? (
        <QueryError
          query={wallet}
          size="inline"
          title="We couldn't load your payment methods."
          className="mt-3"
        />
      ) : (
        <div className="mt-3 space-y-2">
          <Option
            value={WALLET_CHOICE}
            checked={value === WALLET_CHOICE}
            onChange={onChange}
            disabled={disabled}
            icon={<WalletIcon aria-hidden className="size-5" />}
            title="Wallet"
            detail={`Balance: ${formatMoney(wallet.data.balanceCents)}`}
            warning={
              paymentCovers({ method: 'wallet' }, totalCents, paymentMeans(wallet.data))
                ? undefined
                : 'Not enough for this booking'
            }
          />
          {cards.map((card) => (
            <Option
              key={card.id}
              value={card.id}
              checked={value === card.id}
              onChange={onChange}
              disabled={disabled}
              icon={<CreditCard aria-hidden className="size-5" />}
              title={cardLabel(card.cardType, card.lastFour)}
              detail={`Expires ${card.expiryDate}`}
              badge={card.isDefault ? 'Default' : undefined}
            />
          ))}
          {split.offer && (
            <Checkbox
              checked={split.on}
              onCheckedChange={split.onChange}
              disabled={disabled}
              className="rounded-2xl border border-line bg-stone-50 px-3"
            >
              <span className="font-semibold">{splitInWords(split.offer)}</span>
            </Checkbox>
          )}
        </div>
      )}
      {uncovered && wallet.data && (
        <NothingCovers id={noteId} totalCents={totalCents} hasCards={cards.length > 0} />
      )}
      <Link
        to="/wallet"
        state={walletFromBooking()}
        className={buttonClasses({ variant: 'secondary', className: 'mt-3 w-full' })}
      >
        <Plus aria-hidden className="size-4" />
        Add New Payment Method
      </Link>
    </fieldset>
  );
}

/** No way to pay covers the total yet: why, and the two ways to add one. */
function NothingCovers({
  id,
  totalCents,
  hasCards,
}: {
  id: string;
  totalCents: number;
  hasCards: boolean;
}) {
  const way =
    'inline-flex min-h-11 items-center gap-2 rounded-xl border border-amber-300 bg-white px-3 text-sm font-semibold text-ink shadow-xs hover:bg-amber-50';
  return (
    <div id={id} className="mt-3 rounded-2xl border border-amber-300 bg-accent-soft p-4">
      <p className="font-bold text-ink">Add a way to pay {formatMoney(totalCents)}</p>
      <p className="mt-1 text-sm text-ink">
        Your wallet balance doesn't cover this booking
        {hasCards ? '.' : ', and you have no saved card to pay with.'} Add a card, or add money to
        your wallet with a gift card or a top-up, then come back here to finish.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link to="/wallet" state={walletFromBooking('add-card')} className={way}>
          <CreditCard aria-hidden className="size-4 text-primary" />
          Add a card
        </Link>
        <Link to="/wallet" state={walletFromBooking()} className={way}>
          <Gift aria-hidden className="size-4 text-primary" />
          Add a gift card or top up
        </Link>
      </div>
    </div>
  );
}

function Option({
  value,
  checked,
  onChange,
  disabled,
  icon,
  title,
  detail,
  badge,
  warning,
}: {
  value: PaymentChoice;
  checked: boolean;
  onChange: (choice: PaymentChoice) => void;
  disabled: boolean;
  icon: ReactNode;
  title: string;
  detail: string;
  badge?: string;
  warning?: string;
}) {
  return (
    <label
      className={cn(
        'flex cursor-pointer items-center gap-3 rounded-2xl border-2 bg-white p-3 transition-colors',
        'has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary',
        checked ? 'border-primary bg-primary-tint' : 'border-line hover:border-stone-300',
      )}
    >
      <input
        type="radio"
        name="payment-method"
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={() => onChange(value)}
        className="size-5 shrink-0 accent-primary focus-visible:outline-none"
      />
      <span
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-full',
          checked ? 'bg-primary text-white' : 'bg-stone-100 text-ink',
        )}
      >
        {icon}
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center gap-x-2 font-semibold">
          {title}
          {badge && (
            <span className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-bold text-primary-hover">
              {badge}
            </span>
          )}
        </span>
        <span className="block text-sm text-muted">{detail}</span>
        {warning && <span className="block text-sm font-semibold text-amber-800">{warning}</span>}
      </span>
    </label>
  );
}
