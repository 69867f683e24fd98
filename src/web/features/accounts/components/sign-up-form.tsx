import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import {
  ACCOUNT_EXISTS_MESSAGE,
  PASSWORD_MIN_LENGTH,
  SignUpSchema,
  TERMS_REQUIRED_MESSAGE,
} from '../../../../shared/schemas/account';
import { useSignUp } from '../../../api/account/sign-up';
import { Button } from '../../../components/ui/button';
import { EmailField } from './email-field';
import { Checkbox, PasswordField, TextField } from '../../../components/ui/field';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { useFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';

type SignUpFormProps = {
  email: string;
  onEmailChange: (email: string) => void;
  /** The e-mail already has an account: go to sign-in, keeping it. */
  onAccountExists: () => void;
};

export function SignUpForm({ email, onEmailChange, onAccountExists }: SignUpFormProps) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [password, setPassword] = useState('');
  const [phone, setPhone] = useState('');
  const [termsAccepted, setTermsAccepted] = useState(false);
  const { errors, validate, showServerIssues } = useFieldErrors(SignUpSchema, {
    email,
    password,
    phone,
    termsAccepted,
  });
  const signUp = useSignUp();

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = validate();
    if (!termsAccepted) notify.error('Please accept terms', TERMS_REQUIRED_MESSAGE);
    if (!input) return focusFirstInvalid(formRef.current);
    signUp.mutate(input, {
      onSuccess: () => {
        notify.success('Success!', 'Your account has been created.');
        navigate('/onboarding/welcome');
      },
      onError: (error) => {
        if (isApiError(error, 'account_exists')) {
          notify.error('Account already exists', ACCOUNT_EXISTS_MESSAGE);
          return onAccountExists();
        }
        if (isApiError(error)) showServerIssues(error.fieldIssues);
        notify.error('Sign up failed', errorMessage(error));
      },
    });
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-4">
      <EmailField value={email} onValueChange={onEmailChange} error={errors.email} />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        value={password}
        onValueChange={setPassword}
        error={errors.password}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
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
