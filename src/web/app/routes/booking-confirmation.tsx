import { BookingConfirmation } from '../../features/booking/components/booking-confirmation';
import { SignedInOnly } from '../signed-in-only';

export function Component() {
  return <SignedInOnly>{() => <BookingConfirmation />}</SignedInOnly>;
}
