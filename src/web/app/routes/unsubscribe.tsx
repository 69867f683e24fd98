import { UnsubscribeScreen } from '../../features/unsubscribe/components/unsubscribe-screen';

export function Component() {
  return <UnsubscribeScreen />;
}
