import { useState } from 'react';
import { useNavigate } from 'react-router';
import { SignInSchema } from '../../../../shared/schemas/account';
import { useSignIn } from '../../../api/account/sign-in';
import { Button } from '../../../components/ui/button';
import { EmailField } from './email-field';
import { Checkbox, PasswordField } from '../../../components/ui/field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { errorMessage, isApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { rememberReturn } from '../../../lib/return-after-sign-up';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { afterSignInPath } from './auth-mode';

type SignInFormProps = {
  email: string;
  onEmailChange: (email: string) => void;
  redirectTo: string | null;
  onForgotPassword: () => void;
};

export function SignInForm(props: SignInFormProps) {
  return (
    <Tabs defaultValue="email">
      <TabsList aria-label="Sign in with">
        <TabsTrigger value="email">Email</TabsTrigger>
        <TabsTrigger value="phone">Phone</TabsTrigger>
      </TabsList>
      <TabsContent value="email">
        <EmailSignIn {...props} />
      </TabsContent>
      <TabsContent value="phone" className="mt-5 rounded-2xl bg-stone-50 p-5 text-center">
        <p className="font-semibold">Phone sign-in is coming soon.</p>
        <p className="mt-1 text-sm text-muted">For now, please sign in with your email.</p>
        <Button
          variant="secondary"
          className="mt-4 w-full"
          onClick={() => notify.info('Coming soon', 'Phone sign-in is not available yet.')}
        >
          Continue with phone
        </Button>
      </TabsContent>
    </Tabs>
  );
}

function EmailSignIn({ email, onEmailChange, redirectTo, onForgotPassword }: SignInFormProps) {
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(true);
  const { attach, errors, handleSubmit, showServerIssues } = useSchemaForm(SignInSchema, {
    email,
    password,
    rememberMe,
  });
  const signIn = useSignIn();

  const submit = handleSubmit((input) =>
    signIn.mutateAsync(input).then(
      ({ onboardingComplete }) => {
        notify.success('Success!', 'You are now signed in.');
        if (!onboardingComplete) rememberReturn(redirectTo);
        navigate(afterSignInPath(onboardingComplete, redirectTo));
      },
      (error: Error) => {
        if (isApiError(error, 'validation_failed')) showServerIssues(error.fieldIssues);
        notify.error('Sign in failed', errorMessage(error));
      },
    ),
  );

  return (
    <form ref={attach} noValidate onSubmit={submit} className="space-y-4">
      <EmailField value={email} onValueChange={onEmailChange} error={errors.email} />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onValueChange={setPassword}
        error={errors.password}
        required
      />
      <div className="flex flex-wrap items-center justify-between gap-x-4">
        <Checkbox checked={rememberMe} onCheckedChange={setRememberMe} name="rememberMe">
          Remember me
        </Checkbox>
        <Button variant="link" onClick={onForgotPassword} className="text-[15px]">
          Forgot password?
        </Button>
      </div>
      <Button type="submit" size="lg" className="w-full" busy={signIn.isPending}>
        {signIn.isPending ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
