import { ShieldCheck } from 'lucide-react';
import { BOOKING_POLICY } from '../../../../shared/booking-rules';

export function BookingPolicy() {
  return (
    <section aria-labelledby="policy-heading" className="rounded-3xl bg-primary-tint p-5 sm:p-6">
      <h2
        id="policy-heading"
        className="flex items-center gap-2 text-base font-extrabold tracking-tight"
      >
        <ShieldCheck aria-hidden className="size-5 text-primary" />
        Booking Policy
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-[15px] text-ink">
        {BOOKING_POLICY.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
