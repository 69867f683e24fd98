import { usePreferences } from '../../../api/preferences/get-preferences';
import { QueryError } from '../../../components/ui/query-error';
import { PreferencesForm } from './preferences-form';
import { LoadingPanel } from '../../../components/ui/loading-panel';

/** 'Your Preferences' (/preferences and /filters). */
export function PreferencesScreen() {
  const preferences = usePreferences();
  return (
    <div>
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">Your Preferences</h1>
      <p className="mt-1 mb-6 text-muted">
        Tell us what your family enjoys and we'll suggest activities to match.
      </p>
      {preferences.isPending ? (
        <PreferencesSkeleton />
      ) : preferences.isError ? (
        <QueryError query={preferences} heading="p" title="Your preferences could not be loaded." />
      ) : (
        <PreferencesForm initial={preferences.data} />
      )}
    </div>
  );
}

function PreferencesSkeleton() {
  return (
    <LoadingPanel label="Loading preferences" className="space-y-4">
      {[5, 3, 4, 2].map((rows, i) => (
        <div key={i} aria-hidden className="rounded-2xl border border-line bg-white p-5">
          <div className="h-5 w-40 animate-pulse rounded bg-stone-200" />
          <div className="mt-4 flex flex-wrap gap-2">
            {Array.from({ length: rows }, (_, j) => (
              <div key={j} className="h-11 w-28 animate-pulse rounded-full bg-stone-100" />
            ))}
          </div>
        </div>
      ))}
    </LoadingPanel>
  );
}
