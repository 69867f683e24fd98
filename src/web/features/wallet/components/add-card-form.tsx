import { useState } from 'react';
import { useLocation } from 'react-router';
import {
  CARD_NUMBER_MAX_LENGTH,
  cardDigits,
  cardTypeOf,
  formatCardNumberInput,
  formatExpiryInput,
} from '../../../../shared/cards';
import { AddCardSchema } from '../../../../shared/schemas/wallet';
import { useAddCard } from '../../../api/wallet/add-card';
import { Button } from '../../../components/ui/button';
import { Checkbox, TextField } from '../../../components/ui/field';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { setSelectedPayment } from '../../../lib/booking-selection';
import { readWalletFromBooking } from '../../../lib/wallet-from-booking';
import { notify } from '../../../lib/notify';
import { useSchemaForm } from '../../../lib/use-schema-form';

const EMPTY = { cardNumber: '', cardholderName: '', expiryDate: '', cvv: '', setAsDefault: false };

type Values = typeof EMPTY;
type Field = keyof Values;

/**
 * The spec's add-card form. The number and CVV live in this form's state only until the server
 * has answered: then they are cleared, whatever the answer (and the request leaves the query
 * cache), so a card number never lingers in memory.
 */
export function AddCardForm({ onDone }: { onDone: () => void }) {
  const [values, setValues] = useState(EMPTY);
  const [failure, setFailure] = useState<string | null>(null);
  // The form's own checks show from the first submit until the server answers; the server's
  // word on a field stays until the parent edits that field.
  const { attach, errors, handleSubmit, focusInvalid, showServerIssues, clearErrors } =
    useSchemaForm(AddCardSchema, values);
  const addCard = useAddCard();
  // Reached from the booking summary: the card added here is the one to pay that booking with.
  const fromBooking = readWalletFromBooking(useLocation().state) !== null;
  const cardType = cardDigits(values.cardNumber) ? cardTypeOf(values.cardNumber) : null;

  const set =
    <K extends Field>(key: K) =>
    (value: Values[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  const submit = handleSubmit(
    (parsed) => {
      setFailure(null);
      return addCard
        .mutateAsync(parsed)
        .then(
          (card) => {
            setValues(EMPTY);
            if (fromBooking) setSelectedPayment(card.id);
            notify.success(
              'Payment method added',
              `Card ending in ${card.type === 'card' ? card.lastFour : ''} has been added successfully.`,
            );
            onDone();
          },
          (error: Error) => {
            // The secrets go; the rest stays, with the server's word next to its field.
            const kept = { ...values, cardNumber: '', cvv: '' };
            setValues(kept);
            clearErrors();
            const onFields = isApiError(error, 'validation_failed')
              ? showServerIssues(error.fieldIssues, kept)
              : false;
            if (!onFields) setFailure(errorMessage(error));
            focusInvalid();
          },
        )
        .finally(() => addCard.reset());
    },
    { onInvalid: () => setFailure(null) },
  );

  return (
    <form
      ref={attach}
      noValidate
      onSubmit={submit}
      aria-labelledby="add-card-title"
      className="space-y-5 rounded-3xl border border-line bg-white px-4 py-5 shadow-xs sm:px-6 sm:py-6 [&_input]:scroll-mt-24"
    >
      <h3 id="add-card-title" className="text-lg font-bold">
        Add Card
      </h3>
      <TextField
        label="Card number"
        name="cardNumber"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        maxLength={CARD_NUMBER_MAX_LENGTH}
        value={values.cardNumber}
        onValueChange={(raw) => set('cardNumber')(formatCardNumberInput(raw))}
        error={errors.cardNumber}
        hint={cardType ? `Card type: ${cardType}` : undefined}
        className="[&_input]:tabular-nums"
        // The form opens when the parent asks to add a card: the number is what they type next.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      />
      <TextField
        label="Cardholder name"
        name="cardholderName"
        autoComplete="cc-name"
        placeholder="Name on card"
        value={values.cardholderName}
        onValueChange={set('cardholderName')}
        error={errors.cardholderName}
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label="Expiry date"
          name="expiryDate"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={5}
          value={values.expiryDate}
          onValueChange={(raw) => set('expiryDate')(formatExpiryInput(raw))}
          error={errors.expiryDate}
        />
        <TextField
          label="CVV"
          name="cvv"
          type="password"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={3}
          value={values.cvv}
          onValueChange={set('cvv')}
          error={errors.cvv}
        />
      </div>
      <Checkbox checked={values.setAsDefault} onCheckedChange={set('setAsDefault')}>
        Set as default
      </Checkbox>
      {failure && (
        <p
          role="alert"
          className="rounded-xl bg-danger-soft px-3.5 py-3 text-sm font-medium text-danger"
        >
          {failure}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={addCard.isPending}>
          Cancel
        </Button>
        <Button type="submit" busy={addCard.isPending}>
          Add Card
        </Button>
      </div>
    </form>
  );
}
