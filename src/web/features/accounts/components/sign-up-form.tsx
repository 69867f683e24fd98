import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  ACCOUNT_EXISTS_MESSAGE,
  NEW_PASSWORD_HINT,
  SignUpSchema,
  TERMS_REQUIRED_MESSAGE,
} from '../../../../shared/schemas/account';
import { useSignUp } from '../../../api/account/sign-up';
import { Button } from '../../../components/ui/button';
import { EmailField } from './email-field';
import { Checkbox, PasswordField, TextField } from '../../../components/ui/field';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { rememberReturn } from '../../../lib/return-after-sign-up';
import { useSchemaForm } from '../../../lib/use-schema-form';

type SignUpFormProps = {
  email: string;
  onEmailChange: (email: string) => void;
  /** Where the parent was going: offered back during onboarding. */
  redirectTo: string | null;
  /** The e-mail already has an account: go to sign-in, keeping it. */
  onAccountExists: () => void;
};

export function SignUpForm({ email, onEmailChange, redirectTo, onAccountExists }: SignUpFormProps) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [phone, setPhone] = useState('');
  const [termsAccepted, setTermsAccepted] = useState(false);
  const { attach, errors, handleSubmit, showServerIssues } = useSchemaForm(SignUpSchema, {
    email,
    password,
    phone,
    termsAccepted,
  });
  const signUp = useSignUp();

  const submit = handleSubmit(
    (input) =>
      signUp.mutateAsync(input).then(
        () => {
          notify.success('Success!', 'Your account has been created.');
          rememberReturn(redirectTo);
          navigate('/onboarding/welcome');
        },
        (error: Error) => {
          if (isApiError(error, 'account_exists')) {
            notify.error('Account already exists', ACCOUNT_EXISTS_MESSAGE);
            return onAccountExists();
          }
          if (isApiError(error)) showServerIssues(error.fieldIssues);
          notify.error('Sign up failed', errorMessage(error));
        },
      ),
    {
      onInvalid: () => {
        if (!termsAccepted) notify.error('Please accept terms', TERMS_REQUIRED_MESSAGE);
      },
    },
  );

  return (
    <form ref={attach} noValidate onSubmit={submit} className="space-y-4">
      <EmailField value={email} onValueChange={onEmailChange} error={errors.email} />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        value={password}
        onValueChange={setPassword}
        error={errors.password}
        hint={NEW_PASSWORD_HINT}
        required
      />
      <TextField
        label="Phone"
        labelNote="(optional)"
        type="tel"
        name="phone"
        autoComplete="tel"
        inputMode="tel"
        placeholder="+1 555 123 4567"
        value={phone}
        onValueChange={setPhone}
        error={errors.phone}
      />
      <Checkbox
        checked={termsAccepted}
        onCheckedChange={setTermsAccepted}
        name="termsAccepted"
        error={errors.termsAccepted}
      >
        I agree to the Terms of Service and Privacy Policy
      </Checkbox>
      <Button type="submit" size="lg" className="w-full" busy={signUp.isPending}>
        {signUp.isPending ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}
