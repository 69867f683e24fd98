import { ResetPasswordScreen } from '../../features/accounts/components/reset-password-screen';

export function Component() {
  return <ResetPasswordScreen />;
}
