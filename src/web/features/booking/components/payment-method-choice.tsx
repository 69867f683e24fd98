import { CreditCard, Plus, Wallet as WalletIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cardLabel } from '../../../../shared/cards';
import type { CardMethod, Wallet } from '../../../../shared/schemas/wallet';
import { buttonClasses } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { errorMessage } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { formatMoney } from '../../../lib/format';
import { WALLET_CHOICE, type PaymentChoice } from '../payment-choice';
import { LoadingPanel } from '../../../components/ui/loading-panel';

type WalletQuery = {
  data: Wallet | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
};

/** 'Payment Method': the wallet (with its balance) and each saved card, as one radio group. */
export function PaymentMethodChoice({
  wallet,
  cards,
  value,
  onChange,
  totalCents,
  disabled,
}: {
  wallet: WalletQuery;
  cards: readonly CardMethod[];
  value: PaymentChoice | null;
  onChange: (choice: PaymentChoice) => void;
  totalCents: number;
  disabled: boolean;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="text-lg font-extrabold tracking-tight">Payment Method</legend>
      {wallet.isPending ? (
        <LoadingPanel label="Loading your payment methods" className="mt-3 space-y-2">
          {[0, 1].map((i) => (
            <div key={i} aria-hidden className="h-16 animate-pulse rounded-2xl bg-stone-200/70" />
          ))}
        </LoadingPanel>
      ) : wallet.isError || !wallet.data ? (
        <LoadError
          size="inline"
          title="We couldn't load your payment methods."
          message={errorMessage(wallet.error)}
          onRetry={() => void wallet.refetch()}
          retrying={wallet.isFetching}
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
              wallet.data.balanceCents < totalCents ? 'Not enough for this booking' : undefined
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
        </div>
      )}
      <Link
        to="/wallet"
        className={buttonClasses({ variant: 'secondary', className: 'mt-3 w-full' })}
      >
        <Plus aria-hidden className="size-4" />
        Add New Payment Method
      </Link>
    </fieldset>
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
