import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { safeRedirectPath } from '../../../lib/safe-redirect';
import { AUTH_TITLES, parseAuthMode, type AuthMode } from './auth-mode';
import { AuthShell } from './auth-shell';
import { ForgotPasswordForm } from './forgot-password-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { SocialSignIn } from './social-sign-in';

const DESCRIPTIONS: Record<AuthMode, string> = {
  sign_in: 'Sign in to discover and book amazing activities for your kids.',
  sign_up: 'Join Kidventure to find and book activities your kids will love.',
  forgot_password: "Enter your email and we'll send you a link to set a new password.",
};

/**
 * Sign-in, sign-up and password reset on one screen. The mode lives in the URL (?mode=…) so
 * back/forward and deep links work; the e-mail typed in one mode is kept in the others.
 */
export function AuthScreen() {
  const [params, setParams] = useSearchParams();
  const mode = parseAuthMode(params.get('mode'));
  const redirectTo = safeRedirectPath(params.get('redirectTo'));
  const [email, setEmail] = useState('');

  const setMode = (next: AuthMode) =>
    setParams((current) => {
      const nextParams = new URLSearchParams(current);
      if (next === 'sign_in') nextParams.delete('mode');
      else nextParams.set('mode', next);
      return nextParams;
    });

  const emailProps = { email, onEmailChange: setEmail };

  return (
    <AuthShell
      title={AUTH_TITLES[mode]}
      description={DESCRIPTIONS[mode]}
      onBack={mode === 'sign_in' ? undefined : () => setMode('sign_in')}
    >
      {mode === 'sign_in' && (
        <>
          <SignInForm
            {...emailProps}
            redirectTo={redirectTo}
            onForgotPassword={() => setMode('forgot_password')}
          />
          <SocialSignIn />
          <SwitchPrompt
            question="New to Kidventure?"
            action="Create an account"
            onClick={() => setMode('sign_up')}
          />
        </>
      )}
      {mode === 'sign_up' && (
        <>
          <SignUpForm
            {...emailProps}
            redirectTo={redirectTo}
            onAccountExists={() => setMode('sign_in')}
          />
          <SocialSignIn />
          <SwitchPrompt
            question="Already have an account?"
            action="Sign in"
            onClick={() => setMode('sign_in')}
          />
        </>
      )}
      {mode === 'forgot_password' && (
        <>
          <ForgotPasswordForm {...emailProps} onSent={() => setMode('sign_in')} />
          <SwitchPrompt
            question="Remembered it?"
            action="Back to sign in"
            onClick={() => setMode('sign_in')}
          />
        </>
      )}
    </AuthShell>
  );
}

function SwitchPrompt({
  question,
  action,
  onClick,
}: {
  question: string;
  action: string;
  onClick: () => void;
}) {
  return (
    <p className="mt-6 flex flex-wrap items-center justify-center gap-x-1 text-[15px] text-muted">
      {question}
      <Button variant="link" onClick={onClick} className="font-semibold">
        {action}
      </Button>
    </p>
  );
}
