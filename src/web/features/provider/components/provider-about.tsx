import { MapPin } from 'lucide-react';
import type { ProviderPlace } from '../../../../shared/schemas/provider';
import { cn } from '../../../lib/cn';

/** The provider's own words, and each place they run activities at. */
export function ProviderAbout({
  description,
  places,
  className,
}: {
  description: string | null;
  places: ProviderPlace[];
  className?: string;
}) {
  if (!description && places.length === 0) return null;
  return (
    <div
      className={cn(
        'flex flex-col gap-6 rounded-3xl border border-line bg-white p-5 shadow-xs sm:p-6',
        className,
      )}
    >
      {description && (
        <section aria-labelledby="provider-about-heading">
          <h2 id="provider-about-heading" className="text-lg font-extrabold tracking-tight">
            About
          </h2>
          <p className="mt-2 leading-relaxed break-words whitespace-pre-line text-ink">
            {description}
          </p>
        </section>
      )}
      {places.length > 0 && (
        <section aria-labelledby="provider-places-heading">
          <h2 id="provider-places-heading" className="text-lg font-extrabold tracking-tight">
            Places
          </h2>
          <ul className="mt-3 flex flex-col gap-3">
            {places.map((place) => (
              <li
                key={`${place.name}\n${place.address}\n${place.lat},${place.lng}`}
                className="flex gap-3"
              >
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-tint text-primary">
                  <MapPin aria-hidden className="size-4.5" />
                </span>
                <p className="min-w-0 break-words">
                  <span className="block font-semibold">{place.name}</span>
                  <span className="block text-sm text-muted">{place.address}</span>
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
