import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { Kid } from '../../../../shared/schemas/kid';
import { ageLabel, interestsPreview } from '../kid-format';
import { KidAvatar } from './kid-avatar';

const cardBase =
  'flex h-full flex-col items-center rounded-3xl border bg-white px-3 py-5 text-center shadow-xs transition-shadow hover:shadow-md sm:px-4';

/** One child: avatar, name, age and up to two interests with a '+N' chip for the rest. */
export function KidCard({ kid }: { kid: Kid }) {
  const { shown, more } = interestsPreview(kid.interests);
  return (
    <Link to={`/profiles/${kid.id}`} className={`${cardBase} border-line`}>
      <KidAvatar name={kid.name} color={kid.avatarColor} />
      <h2 className="mt-3 max-w-full font-bold break-words">{kid.name}</h2>
      <p className="text-sm text-muted">{ageLabel(kid.birthDate)}</p>
      {kid.interests.length > 0 && (
        <ul aria-label="Interests" className="mt-3 flex flex-wrap justify-center gap-1.5">
          {shown.map((interest) => (
            <li
              key={interest}
              className="rounded-full bg-primary-tint px-2.5 py-0.5 text-xs font-semibold text-primary-hover"
            >
              {interest}
            </li>
          ))}
          {more > 0 && (
            <li
              title={`${more} more`}
              className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold text-muted"
            >
              +{more}
            </li>
          )}
        </ul>
      )}
    </Link>
  );
}

export function AddKidCard() {
  return (
    <Link
      to="/profiles/new"
      className={`${cardBase} min-h-44 justify-center border-2 border-dashed border-stone-300 text-primary shadow-none hover:border-primary hover:bg-primary-tint`}
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft">
        <Plus aria-hidden className="size-7" />
      </span>
      <span className="mt-3 font-bold">Add Child</span>
    </Link>
  );
}
