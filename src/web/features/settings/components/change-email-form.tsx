import { useId, useState } from 'react';
import { ChangeEmailSchema } from '../../../../shared/schemas/settings';
import { useChangeEmail } from '../../../api/account/change-email';
import { Button } from '../../../components/ui/button';
import { PasswordField, TextField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSchemaForm } from '../../../lib/use-schema-form';

/** Which field a refusal is about: shown next to it as well as in the toast. */
const FIELD_FOR_CODE: Partial<Record<string, 'newEmail' | 'currentPassword'>> = {
  invalid_credentials: 'currentPassword',
  account_exists: 'newEmail',
};

export function ChangeEmailForm({ email }: { email: string }) {
  const headingId = useId();
  const [newEmail, setNewEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const { attach, errors, handleSubmit, focusInvalid, showServerError } = useSchemaForm(
    ChangeEmailSchema,
    {
      newEmail,
      currentPassword,
    },
  );
  const change = useChangeEmail();

  const submit = handleSubmit((input) =>
    change.mutateAsync(input).then(
      ({ user }) => {
        notify.success('Email changed', `You now sign in with ${user.email}.`);
        setNewEmail('');
        setCurrentPassword('');
      },
      (error: Error) => {
        if (showServerError(error, FIELD_FOR_CODE)) focusInvalid();
        notify.error('Failed to change email', errorMessage(error));
      },
    ),
  );

  return (
    <form ref={attach} noValidate onSubmit={submit} aria-labelledby={headingId}>
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
