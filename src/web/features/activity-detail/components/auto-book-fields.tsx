import { useState } from 'react';
import { cardLabel } from '../../../../shared/cards';
import type { AutoBook } from '../../../../shared/schemas/waitlist';
import { BOOK_IT_FOR_ME } from '../../../../shared/waitlist';
import { savedCards, useWallet } from '../../../api/wallet/get-wallet';
import { SwitchField } from '../../../components/ui/switch';
import { formatMoney } from '../../../lib/format';

/** The way-to-pay choice that means the wallet (the others are saved cards' ids). */
const WALLET_CHOICE = 'wallet';

/**
 * 'Book it for me' (decision 060): on or off, and the way to pay it charges: the wallet when it
 * holds the total, or a saved card. `initial` is the choice saved before, if any.
 */
export function useAutoBookChoice(totalCents: number, initial: AutoBook | null = null) {
  const [on, setOn] = useState(initial !== null);
  const [payWith, setPayWith] = useState<string | null>(
    initial?.method === 'card' ? initial.paymentMethodId : initial ? WALLET_CHOICE : null,
  );
  const wallet = useWallet();
  const cards = savedCards(wallet.data);
  const balance = wallet.data?.balanceCents ?? 0;
  const walletCovers = balance >= totalCents;
  const choice = payWith ?? (walletCovers ? WALLET_CHOICE : (cards[0]?.id ?? null));
  const value: AutoBook | undefined = !on
    ? undefined
    : choice === WALLET_CHOICE
      ? { method: 'wallet' }
      : choice
        ? { method: 'card', paymentMethodId: choice }
        : undefined;
  return { on, setOn, choice, setPayWith, cards, balance, walletCovers, totalCents, value };
}
export type AutoBookChoice = ReturnType<typeof useAutoBookChoice>;

/** The switch and, when on, the ways to pay. */
export function AutoBookFields({ state, hint }: { state: AutoBookChoice; hint: string }) {
  const { on, setOn, choice, setPayWith, cards, balance, walletCovers, totalCents } = state;
  const canAutoBook = walletCovers || cards.length > 0;
  return (
    <>
      <SwitchField
        label={BOOK_IT_FOR_ME}
        description={
          canAutoBook ? hint : `Needs a saved card, or ${formatMoney(totalCents)} in your wallet.`
        }
        checked={on}
        onCheckedChange={setOn}
        disabled={!canAutoBook}
      />
      {on && (
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
    </>
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

/** "your wallet", "Visa ending in 4242": the way a saved 'Book it for me' pays. */
export function useAutoBookLabel(autoBook: AutoBook | null): string | null {
  const wallet = useWallet();
  if (!autoBook) return null;
  if (autoBook.method === 'wallet') return 'your wallet';
  const card = savedCards(wallet.data).find((c) => c.id === autoBook.paymentMethodId);
  return card ? cardLabel(card.cardType, card.lastFour) : 'your saved card';
}
