import { useRef, type FormEvent } from 'react';
import { ForgotPasswordSchema } from '../../../../shared/schemas/account';
import { useForgotPassword } from '../../../api/account/forgot-password';
import { Button } from '../../../components/ui/button';
import { EmailField } from './email-field';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { focusFirstInvalid } from '../../../lib/focus-first-invalid';
import { useFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';

type ForgotPasswordFormProps = {
  email: string;
  onEmailChange: (email: string) => void;
  onSent: () => void;
};

export function ForgotPasswordForm({ email, onEmailChange, onSent }: ForgotPasswordFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, validate, showServerIssues } = useFieldErrors(ForgotPasswordSchema, { email });
  const forgot = useForgotPassword();

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = validate();
    if (!input) return focusFirstInvalid(formRef.current);
    forgot.mutate(input, {
      onSuccess: () => {
        notify.success(
          'Password reset email sent',
          'Check your email for a link to reset your password.',
        );
        onSent();
      },
      onError: (error) => {
        if (isApiError(error)) showServerIssues(error.fieldIssues);
        notify.error('Failed to send reset email', errorMessage(error));
      },
    });
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-4">
      <EmailField value={email} onValueChange={onEmailChange} error={errors.email} />
      <Button type="submit" size="lg" className="w-full" busy={forgot.isPending}>
        {forgot.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  );
}
