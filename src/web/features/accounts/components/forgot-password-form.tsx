import { ForgotPasswordSchema } from '../../../../shared/schemas/account';
import { useForgotPassword } from '../../../api/account/forgot-password';
import { Button } from '../../../components/ui/button';
import { EmailField } from './email-field';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useSchemaForm } from '../../../lib/use-schema-form';

type ForgotPasswordFormProps = {
  email: string;
  onEmailChange: (email: string) => void;
  onSent: () => void;
};

export function ForgotPasswordForm({ email, onEmailChange, onSent }: ForgotPasswordFormProps) {
  const { attach, errors, handleSubmit, showServerIssues } = useSchemaForm(ForgotPasswordSchema, {
    email,
  });
  const forgot = useForgotPassword();

  const submit = handleSubmit((input) =>
    forgot.mutateAsync(input).then(
      () => {
        notify.success(
          'Password reset email sent',
          'Check your email for a link to reset your password.',
        );
        onSent();
      },
      (error: Error) => {
        if (isApiError(error)) showServerIssues(error.fieldIssues);
        notify.error('Failed to send reset email', errorMessage(error));
      },
    ),
  );

  return (
    <form ref={attach} noValidate onSubmit={submit} className="space-y-4">
      <EmailField value={email} onValueChange={onEmailChange} error={errors.email} />
      <Button type="submit" size="lg" className="w-full" busy={forgot.isPending}>
        {forgot.isPending ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  );
}
