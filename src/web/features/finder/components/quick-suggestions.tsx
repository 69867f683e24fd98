import { QUICK_SUGGESTIONS } from '../finder-variants';

/** The spec's six quick suggestions; one runs as if typed. */
export function QuickSuggestions({ onPick }: { onPick: (text: string) => void }) {
  return (
    <section aria-labelledby="finder-suggestions">
      <h2 id="finder-suggestions" className="text-sm font-semibold text-muted">
        Try one of these
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {QUICK_SUGGESTIONS.map((text) => (
          <li key={text}>
            <button
              type="button"
              onClick={() => onPick(text)}
              className="min-h-11 rounded-full border border-line bg-white px-4 py-2 text-sm font-semibold shadow-xs hover:border-primary hover:bg-primary-tint"
            >
              {text}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
