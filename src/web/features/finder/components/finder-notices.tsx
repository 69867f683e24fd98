import { Lightbulb, X } from 'lucide-react';
import type { FinderResult } from '../../../../shared/schemas/finder';

/**
 * What a finder says beside its results when the request did not land: the text named nothing it
 * knows (the spec still lets every fitting activity through, so say so above them), or every
 * constraint together left nothing (name the ones that did, each a tap away from dropping).
 */

export function NotUnderstoodNote({ text }: { text: string }) {
  return (
    <div className="flex gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-[15px] text-amber-950">
      <Lightbulb aria-hidden className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div className="min-w-0 space-y-1">
        <p className="font-semibold [overflow-wrap:anywhere]">
          We didn&apos;t understand &ldquo;{text}&rdquo;, so here is everything that fits.
        </p>
        <p>
          Try an age, a day, a price or an activity, like &ldquo;swimming for my 6 year old on
          Saturday under $30&rdquo;.
        </p>
      </div>
    </div>
  );
}

const activities = (n: number) => (n === 1 ? '1 activity' : `${n} activities`);

export function Relaxations({
  relaxations,
  onRemove,
}: {
  relaxations: FinderResult['relaxations'];
  onRemove: (key: string) => void;
}) {
  if (relaxations.length === 0) return null;
  return (
    <div role="group" aria-labelledby="finder-relax" className="mt-4 space-y-2">
      <p id="finder-relax" className="text-[15px] font-semibold text-ink">
        Nothing fits all of these at once. Drop one to see more:
      </p>
      <ul className="flex flex-wrap justify-center gap-2">
        {relaxations.map((r) => (
          <li key={r.key}>
            <button
              type="button"
              onClick={() => onRemove(r.key)}
              aria-label={`Remove ${r.label}: ${activities(r.total)}`}
              className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-primary/30 bg-white py-1 pr-2 pl-3 text-sm font-semibold text-primary-hover hover:border-primary hover:bg-primary-soft"
            >
              <span>
                Without {r.label}{' '}
                <span className="font-normal text-muted">({activities(r.total)})</span>
              </span>
              <X aria-hidden className="size-4" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
