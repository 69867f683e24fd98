import { lazy, Suspense } from 'react';
import { useMe } from '../../api/me/get-me';
import { LoadingPanel } from '../../components/ui/loading-panel';
import { HomeActivities } from '../../features/home/components/home-activities';
import { sectionCardClasses } from '../../features/home/components/home-section';
import { KidsStrip } from '../../features/home/components/kids-strip';
import { ProfilePrompt } from '../../features/home/components/profile-prompt';
import { Greeting, WelcomePanel } from '../../features/home/components/welcome-panel';
import { cn } from '../../lib/cn';
import { useHydrated } from '../../lib/use-hydrated';

// A signed-in parent's week (Radix radio group); a visitor's first screen does not load its code.
const ThisWeek = lazy(() =>
  import('../../features/home/components/this-week').then((m) => ({ default: m.ThisWeek })),
);

/**
 * Home: a welcome for visitors, a family overview for a signed-in parent (kids, this week),
 * then Featured Activities and the Trending / Upcoming / For You tabs for everyone.
 */
export function Component() {
  const me = useMe();
  const hydrated = useHydrated();
  if (me.isPending) return <LoadingPanel label="Loading" className="py-24" />;
  const user = me.data?.user ?? null;
  return (
    <div className="space-y-8 sm:space-y-10">
      {user ? (
        <>
          <Greeting firstName={me.data?.profile?.firstName} returning={user.returning} />
          <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)]">
            <KidsStrip signedIn />
            {/* Its days are the browser's: the server, in another time zone, may be a day off. */}
            {hydrated ? (
              <Suspense fallback={<ThisWeekPlaceholder />}>
                <ThisWeek />
              </Suspense>
            ) : (
              <ThisWeekPlaceholder />
            )}
          </div>
        </>
      ) : (
        <>
          <WelcomePanel />
          <KidsStrip signedIn={false} />
        </>
      )}
      <HomeActivities userId={user?.id ?? null} />
      {user && (
        <ProfilePrompt userId={user.id} onboardingComplete={me.data?.onboardingComplete ?? true} />
      )}
    </div>
  );
}

/** This Week's card while its code loads, the same size, so nothing below it moves. */
function ThisWeekPlaceholder() {
  return <div aria-hidden className={cn(sectionCardClasses, 'h-[13.5rem] animate-pulse')} />;
}
