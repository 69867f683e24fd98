import { NotificationsPage } from '../../features/notifications/components/notifications-page';
import { SignedInOnly } from '../signed-in-only';

export function Component() {
  return <SignedInOnly>{() => <NotificationsPage />}</SignedInOnly>;
}
