import { SettingsScreen } from '../../features/settings/components/settings-screen';
import { SignedInOnly } from '../signed-in-only';

export function Component() {
  return <SignedInOnly>{(user) => <SettingsScreen email={user.email} />}</SignedInOnly>;
}
