import { CalendarCheck, Compass, Sparkles, Users, type LucideIcon } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { OnboardingShell } from './onboarding-shell';
import { stepPath } from './steps';

const BENEFITS: Array<{ icon: LucideIcon; title: string; text: string; tone: string }> = [
  {
    icon: Users,
    title: 'Profiles for your kids',
    text: 'Ages and interests in one place, ready for every booking.',
    tone: 'bg-accent-soft text-amber-900',
  },
  {
    icon: Sparkles,
    title: 'Suggestions that fit',
    text: 'Activities matched to what your family enjoys.',
    tone: 'bg-primary-soft text-primary-hover',
  },
  {
    icon: CalendarCheck,
    title: 'Book in a few taps',
    text: 'Camps, classes and workshops near you.',
    tone: 'bg-coral-soft text-rose-800',
  },
];

/** Step 1: what the set-up gives, with ways to start, browse first or skip. */
export function WelcomeStep() {
  const navigate = useNavigate();
  return (
    <OnboardingShell
      step="welcome"
      title="Welcome to Kidventure"
      description="Let's set up your family profile so we can suggest activities your kids will love. It takes about two minutes."
      next={{ label: 'Get started', onClick: () => navigate(stepPath('parent-profile')) }}
    >
      <ul className="space-y-3">
        {BENEFITS.map(({ icon: Icon, title, text, tone }) => (
          <li
            key={title}
            className="flex items-start gap-4 rounded-2xl border border-line bg-white p-4"
          >
            <span
              className={`flex size-11 shrink-0 items-center justify-center rounded-2xl ${tone}`}
            >
              <Icon aria-hidden className="size-5" />
            </span>
            <span>
              <span className="block font-bold text-ink">{title}</span>
              <span className="mt-0.5 block text-sm text-muted">{text}</span>
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:justify-center sm:gap-3">
        <Link to="/activities" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
          <Compass aria-hidden className="size-5" />
          Explore activities
        </Link>
        <Link to="/" className={buttonClasses({ variant: 'ghost', size: 'lg' })}>
          Skip onboarding for now
        </Link>
      </div>
    </OnboardingShell>
  );
}
