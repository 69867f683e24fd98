import { useId, useRef, useState, type FormEvent } from 'react';
import { ChangeEmailSchema } from '../../../../shared/schemas/settings';
import { useChangeEmail } from '../../../api/account/change-email';
import { Button } from '../../../components/ui/button';
import { PasswordField, TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { useFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';

/** Which field a refusal is about: shown next to it as well as in the toast. */
const FIELD_FOR_CODE: Partial<Record<string, 'newEmail' | 'currentPassword'>> = {
  invalid_credentials: 'currentPassword',
  account_exists: 'newEmail',
};

export function ChangeEmailForm({ email }: { email: string }) {
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [newEmail, setNewEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const { errors, validate, showServerError } = useFieldErrors(ChangeEmailSchema, {
    newEmail,
    currentPassword,
  });
  const change = useChangeEmail();

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = validate();
    if (!input) return focusFirstInvalid(formRef.current);
    change.mutate(input, {
      onSuccess: ({ user }) => {
        notify.success('Email changed', `You now sign in with ${user.email}.`);
        setNewEmail('');
        setCurrentPassword('');
      },
      onError: (error) => {
        if (showServerError(error, FIELD_FOR_CODE)) focusFirstInvalid(formRef.current);
        notify.error('Failed to change email', errorMessage(error));
      },
    });
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} aria-labelledby={headingId}>
      <h3 id={headingId} className="font-bold">
        Change email
      </h3>
      <p className="mt-0.5 text-sm text-muted">
        You sign in with <span className="font-semibold text-ink wrap-anywhere">{email}</span>.
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <TextField
          label="New email"
          type="email"
          name="newEmail"
          autoComplete="email"
          inputMode="email"
          value={newEmail}
          onValueChange={setNewEmail}
          error={errors.newEmail}
          required
        />
        <PasswordField
          label="Current password"
          name="currentPassword"
          autoComplete="current-password"
          value={currentPassword}
          onValueChange={setCurrentPassword}
          error={errors.currentPassword}
          required
        />
      </div>
      <Button
        type="submit"
        variant="secondary"
        busy={change.isPending}
        className="mt-4 w-full sm:w-auto"
      >
        {change.isPending ? 'Changing...' : 'Change email'}
      </Button>
    </form>
  );
}
