import { MyBookings } from '../../features/bookings/components/my-bookings';
import { SignedInOnly } from '../signed-in-only';

export function Component() {
  return <SignedInOnly>{() => <MyBookings />}</SignedInOnly>;
}
