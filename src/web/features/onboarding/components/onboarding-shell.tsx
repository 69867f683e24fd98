import { ArrowLeft, ArrowRight } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ONBOARDING_TOTAL_STEPS } from '../../../../shared/family-options';
import { Button, buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { ExitOnboardingDialog } from './exit-onboarding-dialog';
import { ReturnPrompt } from './return-prompt';
import { previousStep, stepNumber, stepPath, type OnboardingStep } from './steps';

export type NextAction = {
  label?: string;
  onClick: () => void;
  disabled?: boolean;
  busy?: boolean;
};

type OnboardingShellProps = {
  step: OnboardingStep;
  title: string;
  description?: ReactNode;
  /** The footer's primary action; `footer` replaces the whole footer row instead. */
  next?: NextAction;
  /** Shown between back and next, e.g. 'Skip for now'. */
  secondary?: ReactNode;
  footer?: ReactNode;
  /** Drawn above the title. */
  badge?: ReactNode;
  /** Extra classes for the title block (the completion screen stages it). */
  headingClassName?: string;
  /** Keeps the title block out of sight and out of the accessibility tree (not yet revealed). */
  headingHidden?: boolean;
  children: ReactNode;
};

/**
 * The onboarding steps' own layout (no app header or navigation): 'Step N of 5' with back and
 * close, a progress bar, the step's content, and a footer with back and next.
 */
export function OnboardingShell({
  step,
  title,
  description,
  next,
  secondary,
  footer,
  badge,
  headingClassName,
  headingHidden = false,
  children,
}: OnboardingShellProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const number = stepNumber(step);
  const back = previousStep(step);
  const goBack = back ? () => navigate(stepPath(back)) : undefined;

  useEffect(() => {
    document.title = `${title} · Kidventure`;
  }, [title]);

  // Moving between steps inside the app: tell keyboard and screen-reader users where they are.
  const arrivedInApp = location.key !== 'default';
  useEffect(() => {
    if (arrivedInApp && !headingHidden) headingRef.current?.focus({ preventScroll: true });
  }, [arrivedInApp, headingHidden]);

  return (
    <div className="flex min-h-dvh flex-col bg-canvas sm:bg-[radial-gradient(circle_at_100%_0%,#ccfbf1_0,transparent_35%),radial-gradient(circle_at_0%_100%,#fef3c7_0,transparent_35%)] sm:bg-fixed">
      <header
        data-toast-edge="top"
        className="sticky top-0 z-30 border-b border-line bg-canvas/95 backdrop-blur sm:border-none sm:bg-transparent sm:backdrop-blur-none"
      >
        <div className="mx-auto flex h-14 w-full max-w-2xl items-center gap-2 px-2 sm:h-16 sm:px-4">
          {goBack ? (
            <button
              type="button"
              aria-label="Back"
              onClick={goBack}
              className={buttonClasses({ variant: 'ghost', size: 'icon' })}
            >
              <ArrowLeft aria-hidden className="size-5" />
            </button>
          ) : (
            <span aria-hidden className="size-11 shrink-0" />
          )}
          <p className="flex-1 text-center text-sm font-semibold text-muted">
            Step {number} of {ONBOARDING_TOTAL_STEPS}
          </p>
          <ExitOnboardingDialog />
        </div>
        <div className="mx-auto w-full max-w-2xl px-4 pb-3 sm:pb-0">
          <div
            role="progressbar"
            aria-label="Onboarding progress"
            aria-valuemin={1}
            aria-valuemax={ONBOARDING_TOTAL_STEPS}
            aria-valuenow={number}
            aria-valuetext={`Step ${number} of ${ONBOARDING_TOTAL_STEPS}`}
            className="h-2 overflow-hidden rounded-full bg-stone-200"
          >
            <div
              className="h-full rounded-full bg-primary transition-[width] duration-500"
              style={{ width: `${(number / ONBOARDING_TOTAL_STEPS) * 100}%` }}
            />
          </div>
        </div>
      </header>

      {/* On a phone the footer is a bar at the bottom of the screen; on wider screens it closes the
          card, staying in view while a long step scrolls. */}
      <div className="mx-auto flex w-full max-w-2xl flex-1 flex-col sm:px-4 sm:pt-8 sm:pb-10">
        <div className="flex flex-1 flex-col sm:flex-none sm:rounded-3xl sm:border sm:border-line sm:bg-white sm:shadow-xl sm:shadow-stone-900/5">
          <main id="main" className="flex-1 px-5 pt-6 pb-8 sm:px-8 sm:pt-8 sm:pb-6">
            <ReturnPrompt />
            <div
              className={headingClassName}
              aria-hidden={headingHidden || undefined}
              inert={headingHidden}
            >
              {badge}
              <h1
                ref={headingRef}
                tabIndex={-1}
                className="text-2xl font-extrabold tracking-tight text-ink focus:outline-none sm:text-3xl"
              >
                {title}
              </h1>
              {description && <p className="mt-2 text-[15px] text-muted">{description}</p>}
            </div>
            <div className="mt-6">{children}</div>
          </main>

          <footer
            data-toast-edge="bottom"
            className="sticky bottom-0 z-30 border-t border-line bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur sm:rounded-b-3xl sm:pb-0"
          >
            <div className="flex min-h-[4.5rem] items-center gap-2 px-4 py-3 sm:px-8 sm:py-4">
              {footer ?? (
                <>
                  {goBack && (
                    <Button variant="secondary" onClick={goBack}>
                      <ArrowLeft aria-hidden className="size-4" />
                      Back
                    </Button>
                  )}
                  <div className={cn('flex flex-1', goBack ? 'justify-center' : 'justify-start')}>
                    {secondary}
                  </div>
                  {next && (
                    <Button
                      onClick={next.onClick}
                      disabled={next.disabled}
                      busy={next.busy}
                      className="min-w-28"
                    >
                      {next.label ?? 'Next'}
                      {!next.busy && <ArrowRight aria-hidden className="size-4" />}
                    </Button>
                  )}
                </>
              )}
            </div>
          </footer>
        </div>
      </div>
    </div>
  );
}
