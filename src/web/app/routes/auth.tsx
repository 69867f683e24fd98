import { AuthScreen } from '../../features/accounts/components/auth-screen';

export function Component() {
  return <AuthScreen />;
}
