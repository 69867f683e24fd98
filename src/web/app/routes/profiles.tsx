import { KidList } from '../../features/kids/components/kid-list';
import { SignedInOnly } from '../signed-in-only';

export function Component() {
  return <SignedInOnly>{() => <KidList />}</SignedInOnly>;
}
