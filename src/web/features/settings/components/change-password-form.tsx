import { useId, useState } from 'react';
import { NEW_PASSWORD_HINT } from '../../../../shared/schemas/account';
import { ChangePasswordSchema } from '../../../../shared/schemas/settings';
import { useChangePassword } from '../../../api/account/change-password';
import { Button } from '../../../components/ui/button';
import { Checkbox, PasswordField } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSchemaForm } from '../../../lib/use-schema-form';

const FIELD_FOR_CODE: Partial<Record<string, 'currentPassword' | 'newPassword'>> = {
  invalid_credentials: 'currentPassword',
  weak_password: 'newPassword',
};

export function ChangePasswordForm() {
  const headingId = useId();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [signOutOtherSessions, setSignOutOtherSessions] = useState(true);
  const { attach, errors, handleSubmit, focusInvalid, showServerError } = useSchemaForm(
    ChangePasswordSchema,
    {
      currentPassword,
      newPassword,
      signOutOtherSessions,
    },
  );
  const change = useChangePassword();

  const submit = handleSubmit((input) =>
    change.mutateAsync(input).then(
      () => {
        notify.success(
          'Password changed',
          input.signOutOtherSessions ? 'Your other devices have been signed out.' : undefined,
        );
        setCurrentPassword('');
        setNewPassword('');
      },
      (error: Error) => {
        if (showServerError(error, FIELD_FOR_CODE)) focusInvalid();
        notify.error('Failed to change password', errorMessage(error));
      },
    ),
  );

  return (
    <form ref={attach} noValidate onSubmit={submit} aria-labelledby={headingId}>
      <h3 id={headingId} className="font-bold">
        Change password
      </h3>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <PasswordField
          label="Current password"
          name="currentPassword"
          autoComplete="current-password"
          value={currentPassword}
          onValueChange={setCurrentPassword}
          error={errors.currentPassword}
          required
        />
        <PasswordField
          label="New password"
          name="newPassword"
          autoComplete="new-password"
          value={newPassword}
          onValueChange={setNewPassword}
          error={errors.newPassword}
          hint={NEW_PASSWORD_HINT}
          required
        />
      </div>
      <Checkbox
        checked={signOutOtherSessions}
        onCheckedChange={setSignOutOtherSessions}
        name="signOutOtherSessions"
        className="mt-2"
      >
        Sign out other devices
      </Checkbox>
      <Button
        type="submit"
        variant="secondary"
        busy={change.isPending}
        className="mt-3 w-full sm:w-auto"
      >
        {change.isPending ? 'Changing...' : 'Change password'}
      </Button>
    </form>
  );
}
