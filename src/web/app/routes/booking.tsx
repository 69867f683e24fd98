import { BookingSummary } from '../../features/booking/components/booking-summary';
import { SignedInOnly } from '../signed-in-only';

export function Component() {
  return <SignedInOnly>{() => <BookingSummary />}</SignedInOnly>;
}
