import {
  CalendarDays,
  Compass,
  HeartHandshake,
  Palette,
  Search,
  Sparkles,
  Ticket,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';

const TAGLINE = 'The simplest way to discover and book amazing activities for your kids.';

/** Home for a visitor who is not signed in. */
export function WelcomePanel() {
  return (
    <div className="space-y-6">
      <section className="relative overflow-hidden rounded-3xl bg-primary px-6 py-8 text-white shadow-lg shadow-primary/20 sm:px-10 sm:py-12">
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
      <ul className="grid gap-3 sm:grid-cols-3">
        <Feature icon={Search} title="Discover" tone="teal">
          Find camps, classes and workshops near you, for every age.
        </Feature>
        <Feature icon={Ticket} title="Book in a tap" tone="amber">
          Book for one or more kids and pay from your wallet or card.
        </Feature>
        <Feature icon={HeartHandshake} title="Share the fun" tone="coral">
          Save favourites, make lists and plan with other parents.
        </Feature>
      </ul>
    </div>
  );
}

/** Home for a signed-in parent (the full home comes later). */
export function WelcomeBack({ email }: { email: string }) {
  return (
    <div className="space-y-6">
      <section className="rounded-3xl border border-line bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-3xl font-extrabold tracking-tight">Welcome back</h1>
        <p className="mt-2 break-all text-muted">
          Signed in as <span className="font-semibold text-ink">{email}</span>
        </p>
        <Link to="/activities" className={buttonClasses({ size: 'lg', className: 'mt-5' })}>
          <Compass aria-hidden className="size-5" />
          Discover activities
        </Link>
      </section>
      <ul className="grid gap-3 sm:grid-cols-3">
        <Feature icon={Sparkles} title="BoredomBot" tone="teal" to="/boredom-bot">
          Tell it what you need, get ideas in seconds.
        </Feature>
        <Feature icon={Users} title="Kid Profiles" tone="amber" to="/profiles">
          Keep ages and interests handy for every booking.
        </Feature>
        <Feature icon={CalendarDays} title="Calendar" tone="coral" to="/calendar">
          See every booked activity at a glance.
        </Feature>
      </ul>
    </div>
  );
}

const TONES = {
  teal: 'bg-primary-soft text-primary-hover',
  amber: 'bg-accent-soft text-amber-900',
  coral: 'bg-coral-soft text-rose-800',
} as const;

function Feature({
  icon: Icon = Palette,
  title,
  tone,
  to,
  children,
}: {
  icon?: LucideIcon;
  title: string;
  tone: keyof typeof TONES;
  to?: string;
  children: string;
}) {
  const body = (
    <>
      <span className={`flex size-11 items-center justify-center rounded-2xl ${TONES[tone]}`}>
        <Icon aria-hidden className="size-5" />
      </span>
      <h2 className="mt-3 font-bold">{title}</h2>
      <p className="mt-1 text-sm text-muted">{children}</p>
    </>
  );
  const card = 'block h-full rounded-2xl border border-line bg-white p-5 shadow-sm';
  return (
    <li>
      {to ? (
        <Link to={to} className={`${card} transition-shadow hover:shadow-md`}>
          {body}
        </Link>
      ) : (
        <div className={card}>{body}</div>
      )}
    </li>
  );
}
