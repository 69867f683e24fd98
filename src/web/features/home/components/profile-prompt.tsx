import { UserRoundPen } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { PROFILE_PROMPT_DELAY_MS } from '../../../../shared/family-options';
import { Button, buttonClasses } from '../../../components/ui/button';

const dismissedKey = (userId: string) => `kidventure.profilePromptDismissed.${userId}`;

function wasDismissed(userId: string): boolean {
  try {
    return sessionStorage.getItem(dismissedKey(userId)) === '1';
  } catch {
    return false;
  }
}

function rememberDismissed(userId: string) {
  try {
    sessionStorage.setItem(dismissedKey(userId), '1');
  } catch {
    // Storage can be unavailable (private mode): the prompt is then only hidden until reload.
  }
}

/**
 * 'Complete your profile', one second after home opens for a parent whose onboarding is not
 * complete. A card that does not block the page; 'Later' hides it for the rest of this visit
 * (this browser tab's session).
 */
export function ProfilePrompt({
  userId,
  onboardingComplete,
}: {
  userId: string;
  onboardingComplete: boolean;
}) {
  const titleId = useId();
  const [due, setDue] = useState(false);
  const [dismissed, setDismissed] = useState(() => wasDismissed(userId));

  useEffect(() => {
    const timer = setTimeout(() => setDue(true), PROFILE_PROMPT_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  const later = () => {
    rememberDismissed(userId);
    setDismissed(true);
  };

  const shown = due && !dismissed && !onboardingComplete;
  return (
    // The live region is there from the start, so the card is announced when it appears.
    <div aria-live="polite">
      {shown && (
        <section
          aria-labelledby={titleId}
          className="fixed inset-x-3 bottom-[calc(5.5rem+env(safe-area-inset-bottom))] z-30 mx-auto max-w-md rounded-3xl border border-line bg-white p-5 shadow-2xl shadow-stone-900/15 transition-[opacity,translate] duration-300 starting:translate-y-4 starting:opacity-0 sm:inset-x-auto sm:right-6 sm:w-[26rem] lg:bottom-6"
        >
          <div className="flex items-start gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-primary-soft text-primary-hover">
              <UserRoundPen aria-hidden className="size-5" />
            </span>
            <div className="min-w-0">
              <h2 id={titleId} className="text-lg font-bold text-ink">
                Complete your profile
              </h2>
              <p className="mt-1 text-[15px] text-muted">
                Tell us about your family to get activity suggestions that fit your kids.
              </p>
            </div>
          </div>
          <div className="mt-4 flex justify-end gap-2">
            <Button variant="ghost" onClick={later}>
              Later
            </Button>
            <Link to="/onboarding/welcome" className={buttonClasses()}>
              Start Setup
            </Link>
          </div>
        </section>
      )}
    </div>
  );
}
