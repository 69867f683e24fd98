import { Check, Circle, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH, ResetPasswordSchema } from '../../../../shared/schemas/account';
import { useResetTokenCheck } from '../../../api/account/check-reset-token';
import { useResetPassword } from '../../../api/account/reset-password';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/field';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { cn } from '../../../lib/cn';
import { notify } from '../../../lib/notify';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { AuthShell } from './auth-shell';

const TITLE = 'Set a New Password';

const ResetFormSchema = ResetPasswordSchema.extend({ confirmPassword: z.string() }).refine(
  (v) => v.password === v.confirmPassword,
  { path: ['confirmPassword'], message: 'Passwords do not match' },
);

/** Where the reset e-mail's link lands: choose a new password, then sign in with it. */
export function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [linkInvalid, setLinkInvalid] = useState(false);
  // Asked on arrival, so a dead link says so before the parent types anything.
  const check = useResetTokenCheck(token);

  if (!token || linkInvalid || isApiError(check.error, 'invalid_token')) {
    return (
      <AuthShell title={TITLE}>
        <InvalidLink missing={!token} />
      </AuthShell>
    );
  }
  if (check.isPending) {
    return (
      <AuthShell title={TITLE}>
        <p role="status" className="text-center text-[15px] text-muted">
          Checking your reset link...
        </p>
      </AuthShell>
    );
  }
  // Any other failure of the check (offline, rate limited) leaves the form: submitting tells.
  return (
    <AuthShell title={TITLE} description="Choose a new password for your Kidventure account.">
      <ResetPasswordForm token={token} onInvalidToken={() => setLinkInvalid(true)} />
    </AuthShell>
  );
}

function ResetPasswordForm({
  token,
  onInvalidToken,
}: {
  token: string;
  onInvalidToken: () => void;
}) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { attach, errors, handleSubmit, showServerIssues } = useSchemaForm(ResetFormSchema, {
    token,
    password,
    confirmPassword,
  });
  const reset = useResetPassword();

  const submit = handleSubmit((input) =>
    reset.mutateAsync({ token: input.token, password: input.password }).then(
      () => {
        notify.success('Password updated', 'You can now sign in with your new password.');
        navigate('/auth', { replace: true });
      },
      (error: Error) => {
        if (isApiError(error, 'invalid_token')) return onInvalidToken();
        if (isApiError(error)) showServerIssues(error.fieldIssues);
        notify.error('Failed to update password', errorMessage(error));
      },
    ),
  );

  const rules = [
    {
      label: `At least ${PASSWORD_MIN_LENGTH} characters`,
      met: password.length >= PASSWORD_MIN_LENGTH,
    },
    { label: 'Both passwords match', met: password.length > 0 && password === confirmPassword },
  ];

  return (
    <form ref={attach} noValidate onSubmit={submit} className="space-y-4">
      <PasswordField
        label="New password"
        name="password"
        autoComplete="new-password"
        value={password}
        onValueChange={setPassword}
        error={errors.password}
        required
      />
      <PasswordField
        label="Confirm new password"
        name="confirmPassword"
        autoComplete="new-password"
        value={confirmPassword}
        onValueChange={setConfirmPassword}
        error={errors.confirmPassword}
        required
      />
      <div className="rounded-2xl bg-stone-50 p-4">
        <p className="text-sm font-semibold" id="password-rules">
          Your new password needs
        </p>
        <ul aria-labelledby="password-rules" className="mt-2 space-y-1.5">
          {rules.map(({ label, met }) => (
            <li
              key={label}
              className={cn(
                'flex items-center gap-2 text-sm',
                met ? 'text-primary-hover' : 'text-muted',
              )}
            >
              {met ? (
                <Check aria-hidden className="size-4" strokeWidth={3} />
              ) : (
                <Circle aria-hidden className="size-4" />
              )}
              {label}
              <span className="sr-only">{met ? '(done)' : '(not yet)'}</span>
            </li>
          ))}
        </ul>
      </div>
      <Button type="submit" size="lg" className="w-full" busy={reset.isPending}>
        {reset.isPending ? 'Updating password...' : 'Update Password'}
      </Button>
    </form>
  );
}

function InvalidLink({ missing }: { missing: boolean }) {
  return (
    <div role="alert" className="text-center">
      <div className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-accent-soft text-amber-800">
        <TriangleAlert aria-hidden className="size-6" />
      </div>
      <p className="text-lg font-bold">
        {missing ? 'This reset link is incomplete' : 'This reset link is invalid or has expired'}
      </p>
      <p className="mt-2 text-[15px] text-muted">
        {missing
          ? 'The link is missing its reset code. Please request a new link and open it from the email.'
          : 'Reset links work once and expire after a while. Request a new one and we will email it to you.'}
      </p>
      <Link
        to="/auth?mode=forgot_password"
        className={buttonClasses({ size: 'lg', className: 'mt-6 w-full' })}
      >
        Request a new link
      </Link>
      <Link to="/auth" className={buttonClasses({ variant: 'link', className: 'mt-2' })}>
        Back to sign in
      </Link>
    </div>
  );
}
