import { CollectionsScreen } from '../../features/collections/components/collections-screen';
import { SignedInOnly } from '../signed-in-only';

export function Component() {
  return <SignedInOnly>{() => <CollectionsScreen />}</SignedInOnly>;
}
