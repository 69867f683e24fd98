import { CreditCard, Plus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { PaymentMethod } from '../../../../shared/schemas/wallet';
import { Button } from '../../../components/ui/button';
import { AddCardForm } from './add-card-form';
import { PaymentMethodItem } from './payment-method-item';

/** Saved cards and redeemed gift cards, and the inline add-card form. */
export function PaymentMethodsTab({
  methods,
  adding,
  onAddingChange,
}: {
  methods: PaymentMethod[];
  adding: boolean;
  onAddingChange: (adding: boolean) => void;
}) {
  const cards = methods.filter((m) => m.type === 'card');
  const giftCards = methods.filter((m) => m.type === 'giftcard');
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A removed method takes its button with it: the focus goes to the section's heading.
  const focusHeading = () => headingRef.current?.focus();
  const addButtonRef = useRef<HTMLButtonElement>(null);
  // The form closed (added or cancelled): the focus goes to 'Add Card', back in its place.
  const focusAddButton = useRef(false);
  useEffect(() => {
    if (adding || !focusAddButton.current) return;
    focusAddButton.current = false;
    addButtonRef.current?.focus();
  }, [adding]);

  return (
    <div className="space-y-6">
      <div className="flex items-center justify-between gap-3">
        <h2 ref={headingRef} tabIndex={-1} className="text-lg font-bold focus:outline-none">
          Payment Methods
        </h2>
        {!adding && (
          <Button ref={addButtonRef} onClick={() => onAddingChange(true)}>
            <Plus aria-hidden className="size-4" />
            Add Card
          </Button>
        )}
      </div>

      {adding && (
        <AddCardForm
          onDone={() => {
            focusAddButton.current = true;
            onAddingChange(false);
          }}
        />
      )}

      {methods.length === 0 ? (
        <div className="rounded-3xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
          <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-primary-tint text-primary">
            <CreditCard aria-hidden className="size-5" />
          </span>
          <p className="mt-3 font-semibold text-ink">No payment methods added yet.</p>
        </div>
      ) : (
        <>
          <MethodSection title="Credit & Debit Cards" methods={cards} onRemoved={focusHeading} />
          <MethodSection title="Gift Cards" methods={giftCards} onRemoved={focusHeading} />
        </>
      )}
    </div>
  );
}

function MethodSection({
  title,
  methods,
  onRemoved,
}: {
  title: string;
  methods: PaymentMethod[];
  onRemoved: () => void;
}) {
  if (methods.length === 0) return null;
  const id = `methods-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="mb-3 text-sm font-semibold tracking-wide text-muted uppercase">
        {title}
      </h3>
      <ul className="grid gap-3 lg:grid-cols-2">
        {methods.map((method) => (
          <PaymentMethodItem key={method.id} method={method} onRemoved={onRemoved} />
        ))}
      </ul>
    </section>
  );
}
