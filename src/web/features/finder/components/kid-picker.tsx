import { Check } from 'lucide-react';
import { Link } from 'react-router';
import type { Kid } from '../../../../shared/schemas/kid';
import { KidBubble } from '../../../components/kid-bubble';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { ageLabel } from '../../../lib/kid-display';

const INTERESTS_SHOWN = 3;

type Props = {
  kids: Kid[] | undefined;
  /** False while the kids load; a visitor has none. */
  loading: boolean;
  signedIn: boolean;
  selected: string[];
  onToggle: (kidId: string) => void;
};

/** 'Who's joining?': the parent's kids, each a toggle, with age and up to 3 interests. */
export function KidPicker({ kids, loading, signedIn, selected, onToggle }: Props) {
  return (
    <section aria-labelledby="finder-kids" className="rounded-2xl border border-line bg-white p-4">
      <h2 id="finder-kids" className="text-lg font-bold">
        Who&apos;s joining?
      </h2>
      {loading ? (
        <p className="mt-2 text-sm text-muted">Loading your kids…</p>
      ) : !kids || kids.length === 0 ? (
        <div className="mt-2">
          <p className="text-muted">
            No kid profiles found. Add profiles to get personalized recommendations.
          </p>
          <Link
            to={signedIn ? '/profiles/new' : '/auth'}
            className={buttonClasses({ variant: 'secondary', className: 'mt-3' })}
          >
            {signedIn ? 'Add a kid profile' : 'Sign in'}
          </Link>
        </div>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-2">
          {kids.map((kid) => {
            const on = selected.includes(kid.id);
            const more = kid.interests.length > INTERESTS_SHOWN;
            return (
              <li key={kid.id} className="min-w-0">
                <button
                  type="button"
                  aria-pressed={on}
                  onClick={() => onToggle(kid.id)}
                  className={cn(
                    'flex min-h-11 max-w-full items-center gap-3 rounded-2xl border px-3 py-2 text-left transition-colors',
                    on
                      ? 'border-primary bg-primary-tint'
                      : 'border-line bg-white hover:bg-stone-50',
                  )}
                >
                  <KidBubble name={kid.name} color={kid.avatarColor} className="size-9" />
                  <span className="min-w-0">
                    <span className="block font-semibold break-words">{kid.name}</span>
                    <span className="block text-xs text-muted">
                      {ageLabel(kid.birthDate)}
                      {kid.interests.length > 0 &&
                        ` · ${kid.interests.slice(0, INTERESTS_SHOWN).join(', ')}`}
                      {more && ' +more'}
                    </span>
                  </span>
                  {on && <Check aria-hidden className="size-4 shrink-0 text-primary" />}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
