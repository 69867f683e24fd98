import { X } from 'lucide-react';
import type { FinderChip } from '../../../../shared/finder-chips';

/** How the request was understood, one removable chip per constraint. Nothing when none. */
export function InterpretationChips({
  chips,
  onRemove,
}: {
  chips: FinderChip[];
  onRemove: (key: string) => void;
}) {
  if (chips.length === 0) return null;
  return (
    <div
      role="group"
      aria-labelledby="finder-understood"
      className="flex flex-wrap items-center gap-2"
    >
      <span id="finder-understood" className="text-sm font-semibold text-muted">
        We understood:
      </span>
      <ul className="flex flex-wrap items-center gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              aria-label={`Remove ${chip.label}`}
              onClick={() => onRemove(chip.key)}
              className="inline-flex min-h-9 items-center gap-1 rounded-full border border-primary/30 bg-primary-tint py-1 pr-2 pl-3 text-sm font-semibold text-primary-hover hover:border-primary hover:bg-primary-soft"
            >
              {chip.label}
              <X aria-hidden className="size-4" />
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
