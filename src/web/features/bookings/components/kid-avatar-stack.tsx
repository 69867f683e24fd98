import type { Booking } from '../../../../shared/schemas/booking';
import { KidBubble } from '../../../components/kid-bubble';

/** Shown before the rest are summed up as '+N' (spec part 2, 'My Bookings'). */
export const AVATARS_SHOWN = 3;

/** Up to three children's avatars, overlapping, then '+N'; every name is read out. */
export function KidAvatarStack({ kids }: { kids: Booking['kids'] }) {
  const shown = kids.slice(0, AVATARS_SHOWN);
  const more = kids.length - shown.length;
  return (
    <div className="flex items-center">
      <span className="sr-only">Participants: {kids.map((kid) => kid.name).join(', ')}</span>
      <span aria-hidden className="flex -space-x-2">
        {shown.map((kid, i) => (
          <KidBubble
            key={kid.id ?? i}
            name={kid.name}
            color={kid.avatarColor}
            className="size-8 text-xs ring-2 ring-white"
          />
        ))}
        {more > 0 && (
          <span className="flex size-8 items-center justify-center rounded-full bg-stone-200 text-xs font-extrabold text-ink ring-2 ring-white">
            +{more}
          </span>
        )}
      </span>
    </div>
  );
}
