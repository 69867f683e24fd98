import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { homeGreeting } from '../../../../shared/greeting';
import { buttonClasses } from '../../../components/ui/button';

const TAGLINE = 'The simplest way to discover and book amazing activities for your kids.';

/** Home's top for a visitor who is not signed in: welcome, tagline, sign in. */
export function WelcomePanel() {
  return (
    <section className="relative overflow-hidden rounded-3xl bg-primary px-6 py-8 text-white shadow-lg shadow-primary/20 sm:px-10 sm:py-10">
      <div aria-hidden className="absolute -top-16 -right-16 size-56 rounded-full bg-white/10" />
      <div aria-hidden className="absolute -right-8 -bottom-16 size-36 rounded-full bg-accent" />
      <div className="relative max-w-lg">
        <p className="mb-3 inline-flex items-center gap-2 rounded-full bg-black/25 px-3 py-1 text-sm font-semibold">
          <Sparkles aria-hidden className="size-4" /> Camps, classes &amp; workshops
        </p>
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
          Welcome to Kidventure
        </h1>
        <p className="mt-3 text-lg text-teal-50">{TAGLINE}</p>
        <Link
          to="/auth"
          className={buttonClasses({ variant: 'inverse', size: 'lg', className: 'mt-6' })}
        >
          Sign in to get started
        </Link>
      </div>
    </section>
  );
}

/** Home's h1 for a signed-in parent: 'Welcome back' once they have come back (shared/greeting). */
export function Greeting({
  firstName,
  returning,
}: {
  firstName: string | null | undefined;
  returning: boolean;
}) {
  return (
    <div>
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
        {homeGreeting(firstName, returning)}
      </h1>
      <p className="mt-1 text-[15px] text-muted">Here’s what’s on for your family this week.</p>
    </div>
  );
}
