import { useQuery } from '@tanstack/react-query';
import { Compass, House, PartyPopper, Ticket, Users, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { kidsQueryOptions } from '../../../api/kids/get-kids';
import { useCompleteOnboarding } from '../../../api/onboarding/complete-onboarding';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { forgetReturn } from '../../../lib/return-after-sign-up';
import { OnboardingShell } from './onboarding-shell';
import { useStagedReveal } from './use-staged-reveal';

/** Classes and attributes for content that appears at a stage: hidden from everyone until then. */
function revealed(shown: boolean, className?: string) {
  return {
    className: cn(
      'transition-[opacity,translate] duration-500 ease-out',
      shown ? 'translate-y-0 opacity-100' : 'translate-y-3 opacity-0',
      className,
    ),
    'aria-hidden': shown ? undefined : true,
    inert: !shown,
  };
}

export const profilesCreated = (count: number) =>
  `${count} ${count === 1 ? 'profile' : 'profiles'} created`;

type Destination = '/activities' | '/';

/**
 * Step 5: the thank-you, what is ready, and the ways out. It appears in three stages; leaving
 * by either button marks onboarding complete first.
 */
export function CompleteStep({ onCompleted }: { onCompleted?: () => void }) {
  const navigate = useNavigate();
  const stage = useStagedReveal();
  const kids = useQuery(kidsQueryOptions());
  const complete = useCompleteOnboarding();
  const [leavingTo, setLeavingTo] = useState<Destination | null>(null);

  function leave(to: Destination) {
    setLeavingTo(to);
    forgetReturn();
    complete.mutate(undefined, {
      onSuccess: () => onCompleted?.(),
      // Not being able to record it must not trap the parent here; the home prompt will ask again.
      onError: (error) => notify.error('Could not finish onboarding', errorMessage(error)),
      onSettled: () => navigate(to),
    });
  }

  const count = kids.data?.items.length;
  const kidTile = kids.isPending
    ? 'Counting your profiles…'
    : count
      ? profilesCreated(count)
      : 'Create profiles for your kids to get suggestions that fit.';

  return (
    <OnboardingShell
      step="complete"
      title="You're all set!"
      description="Thank you for completing your profile. Kidventure is ready to help you find activities your kids will love."
      headingHidden={stage < 1}
      headingClassName={revealed(stage >= 1, 'text-center').className}
      badge={
        <span className="mx-auto mb-4 flex size-16 items-center justify-center rounded-3xl bg-accent-soft text-amber-900 shadow-sm">
          <PartyPopper aria-hidden className="size-8" />
        </span>
      }
      footer={
        <div
          {...revealed(
            stage >= 3,
            'flex w-full flex-col-reverse gap-2 sm:flex-row sm:justify-end sm:gap-3',
          )}
        >
          <Button
            variant="secondary"
            size="lg"
            busy={leavingTo === '/activities'}
            disabled={leavingTo !== null}
            onClick={() => leave('/activities')}
          >
            Browse Activities
          </Button>
          <Button
            size="lg"
            busy={leavingTo === '/'}
            disabled={leavingTo !== null}
            onClick={() => leave('/')}
          >
            Go to Home
          </Button>
        </div>
      }
    >
      <ul {...revealed(stage >= 2, 'grid gap-3 sm:grid-cols-2')}>
        <Tile icon={House} title="Home Dashboard" tone="bg-primary-soft text-primary-hover">
          Your kids, this week and featured activities in one place.
        </Tile>
        <Tile icon={Ticket} title="Bookings" tone="bg-coral-soft text-rose-800">
          Everything you book, with dates and details.
        </Tile>
        <Tile icon={Users} title="Kid Profiles" tone="bg-accent-soft text-amber-900">
          {kidTile}
        </Tile>
        <Tile icon={Compass} title="Discover" tone="bg-primary-soft text-primary-hover">
          Camps, classes and workshops near you.
        </Tile>
      </ul>
    </OnboardingShell>
  );
}

function Tile({
  icon: Icon,
  title,
  tone,
  children,
}: {
  icon: LucideIcon;
  title: string;
  tone: string;
  children: ReactNode;
}) {
  return (
    <li className="flex items-start gap-4 rounded-2xl border border-line bg-white p-4">
      <span className={cn('flex size-11 shrink-0 items-center justify-center rounded-2xl', tone)}>
        <Icon aria-hidden className="size-5" />
      </span>
      <div>
        <h2 className="font-bold text-ink">{title}</h2>
        <p className="mt-0.5 text-sm text-muted">{children}</p>
      </div>
    </li>
  );
}
