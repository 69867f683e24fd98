import { PreferencesScreen } from '../../features/preferences/components/preferences-screen';
import { SignedInOnly } from '../signed-in-only';

/** /preferences and /filters (the same screen). */
export function Component() {
  return <SignedInOnly>{() => <PreferencesScreen />}</SignedInOnly>;
}
