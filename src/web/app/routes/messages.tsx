import { MessagesScreen } from '../../features/messages/components/messages-screen';
import { SignedInOnly } from '../signed-in-only';

export function Component() {
  return <SignedInOnly>{() => <MessagesScreen />}</SignedInOnly>;
}
