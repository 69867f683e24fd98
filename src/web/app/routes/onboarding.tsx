import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../components/ui/button';

const TOTAL_STEPS = 5;

const STEPS: Record<string, { step: number; title: string }> = {
  welcome: { step: 1, title: 'Welcome to Kidventure' },
  'parent-profile': { step: 2, title: 'About You' },
  'kid-profile': { step: 3, title: 'Your Kids' },
  preferences: { step: 4, title: 'Activity Preferences' },
  complete: { step: 5, title: "You're all set!" },
};

/** A placeholder for onboarding (built by a later issue), so journeys land somewhere real. */
export function Component() {
  const { pathname } = useLocation();
  const { step, title } = STEPS[pathname.split('/')[2] ?? ''] ?? {
    step: 1,
    title: 'Welcome to Kidventure',
  };

  return (
    <div className="min-h-dvh bg-canvas">
      <main className="mx-auto flex min-h-dvh max-w-md flex-col px-5 py-8">
        <p className="text-sm font-semibold text-muted">
          Step {step} of {TOTAL_STEPS}
        </p>
        <div
          role="progressbar"
          aria-label="Onboarding progress"
          aria-valuemin={1}
          aria-valuemax={TOTAL_STEPS}
          aria-valuenow={step}
          className="mt-2 h-2 overflow-hidden rounded-full bg-stone-200"
        >
          <div
            className="h-full rounded-full bg-primary"
            style={{ width: `${(step / TOTAL_STEPS) * 100}%` }}
          />
        </div>
        <div className="my-auto py-10 text-center">
          <img src="/favicon.svg" alt="" className="mx-auto mb-6 size-16 rounded-2xl shadow-md" />
          <h1 className="text-3xl font-extrabold tracking-tight">{title}</h1>
          <p className="mt-3 text-muted">
            {step === 1
              ? "Let's set up your family profile so we can suggest activities your kids will love."
              : 'This step is coming soon.'}
          </p>
          <div className="mt-8 flex flex-col gap-3">
            <Link to="/activities" className={buttonClasses({ size: 'lg' })}>
              Explore activities
            </Link>
            <Link to="/" className={buttonClasses({ variant: 'ghost', size: 'lg' })}>
              Skip onboarding for now
            </Link>
          </div>
        </div>
      </main>
    </div>
  );
}
