import { useRef, useState, type FormEvent } from 'react';
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
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { schemaFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useSubmitOnce } from '../../../lib/use-submit-once';

const EMPTY = { cardNumber: '', cardholderName: '', expiryDate: '', cvv: '', setAsDefault: false };

type Values = typeof EMPTY;
type Field = keyof Values;

/**
 * The spec's add-card form. The number and CVV live in this form's state only until the server
 * has answered: then they are cleared, whatever the answer (and the request leaves the query
 * cache), so a card number never lingers in memory.
 */
export function AddCardForm({ onDone }: { onDone: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(EMPTY);
  const [failure, setFailure] = useState<string | null>(null);
  // The server's word on a field stays until the parent edits that field.
  const [serverErrors, setServerErrors] = useState<Partial<Record<Field, string>>>({});
  // The form's own checks show from the first submit until the server answers.
  const [validated, setValidated] = useState(false);
  const errors = {
    ...(validated ? schemaFieldErrors(AddCardSchema, values) : {}),
    ...serverErrors,
  };
  const addCard = useAddCard();
  const once = useSubmitOnce();
  const cardType = cardDigits(values.cardNumber) ? cardTypeOf(values.cardNumber) : null;

  const set =
    <K extends Field>(key: K) =>
    (value: Values[K]) => {
      setValues((current) => ({ ...current, [key]: value }));
      setServerErrors(({ [key]: _, ...rest }) => rest);
    };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (once.pending) return;
    setFailure(null);
    setServerErrors({});
    setValidated(true);
    const parsed = AddCardSchema.safeParse(values);
    if (!parsed.success) return focusFirstInvalid(formRef.current);
    once.start();
    addCard.mutate(parsed.data, {
      onSuccess: (card) => {
        setValues(EMPTY);
        notify.success(
          'Payment method added',
          `Card ending in ${card.type === 'card' ? card.lastFour : ''} has been added successfully.`,
        );
        onDone();
      },
      onError: (error) => {
        // The secrets go; the rest stays, with the server's word next to its field.
        setValues((current) => ({ ...current, cardNumber: '', cvv: '' }));
        setValidated(false);
        const fieldErrors = serverFieldErrors(error);
        setServerErrors(fieldErrors);
        if (Object.keys(fieldErrors).length === 0) setFailure(errorMessage(error));
        focusFirstInvalid(formRef.current);
      },
      onSettled: () => {
        once.done();
        addCard.reset();
      },
    });
  }

  return (
    <form
      ref={formRef}
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

/** A validation_failed answer's first message per field of this form. */
function serverFieldErrors(error: unknown): Partial<Record<Field, string>> {
  if (!isApiError(error, 'validation_failed')) return {};
  const found: Partial<Record<Field, string>> = {};
  for (const { path, message } of error.fieldIssues) {
    const field = path.split('.')[0];
    if (field && field in EMPTY) found[field as Field] ??= message;
  }
  return found;
}
