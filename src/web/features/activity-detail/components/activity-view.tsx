import { useQuery } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { bookingBlock, NO_KIDS_SELECTED } from '../../../../shared/booking-rules';
import { localIsoDate } from '../../../../shared/iso-date';
import type { ActivityDetail } from '../../../../shared/schemas/activity';
import { useBookedPlaces } from '../../../api/bookings/get-booked-places';
import { kidsQueryOptions } from '../../../api/kids/get-kids';
import { HydratesApart } from '../../../components/ui/hydrates-apart';
import {
  readBookingSelection,
  selectActivity,
  setSelectedKids,
  setSelectedSessions,
  toggleSelectedKid,
  useBookingSelection,
} from '../../../lib/booking-selection';
import { lazyPart, useWantedOnce } from '../../../lib/lazy-part';
import { notify } from '../../../lib/notify';
import { authPathFor } from '../../../lib/safe-redirect';
import {
  bookingPath,
  namesBySession,
  participantsFor,
  splitBooked,
  type BookedHere,
} from '../participants';
import { choiceLimits, currentChoice } from '../program-choices';
import { useFocusClearOfBar } from '../use-focus-clear-of-bar';
import type { Viewer } from '../viewer';
import { FavoriteButton } from '../../../components/activity/favorite-button';
import { providerPath } from '../../../components/activity/provider-link';
import { ActivityFacts } from './activity-facts';
import { ActivityMenuPart } from './activity-parts';
import { BookingBar } from './booking-bar';
import { WaitlistBar } from './waitlist-bar';
import { RegistrationBar } from './registration-bar';
import { LineBar } from './line-bar';
import { useLineHere } from '../use-line-here';
import { useOpensLater } from '../use-opening';
import { useWaitlistHere } from '../use-waitlist-here';
import { Breadcrumb } from './breadcrumb';
import { OptionPicker } from './option-picker';
import { ParticipantsSection } from './participants-section';
import { ProgramSchedule } from './program-schedule';

// Asked for from the booking bar, these dialogs load when first wanted, not with the page.
const JoinWaitlist = lazyPart(() =>
  import('./join-waitlist-dialog').then((module) => module.JoinWaitlistDialog),
);
const LineAutoBook = lazyPart(() =>
  import('./line-auto-book-dialog').then((module) => module.LineAutoBookDialog),
);

/** A loaded activity: its details, who can come, and the way on to booking. */
export function ActivityView({ activity, viewer }: { activity: ActivityDetail; viewer: Viewer }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const now = new Date();
  const today = localIsoDate(now);
  const kids = useQuery({ ...kidsQueryOptions(), enabled: viewer === 'signed-in' });
  const places = useBookedPlaces();
  const selection = useBookingSelection();
  const opensLater = useOpensLater(activity.registration);
  useFocusClearOfBar();

  // Opening the page makes this the selected activity: kids chosen for another one are dropped.
  // With nothing selected there is nothing to drop (a tap on a kid selects the activity). The
  // write renders this view again, so it comes in a task of its own, not in the one that
  // hydrates a rendered page (decision 067).
  useEffect(() => {
    if (readBookingSelection() === null) return;
    const timer = setTimeout(() => selectActivity(activity.id), 0);
    return () => clearTimeout(timer);
  }, [activity.id]);

  // A program of several dates is booked by the option the parent picks (decision 043).
  const program = activity.sessionCount > 1 ? activity : null;
  const storedSessions = selection?.activityId === activity.id ? selection.sessionIds : undefined;
  const choice = program ? currentChoice(program, storedSessions, now) : null;
  // A child is booked per session: on a program, only for the dates picked.
  const pickedSessions = program ? (choice?.sessionIds ?? storedSessions ?? []) : undefined;

  // Who is booked is known with the kids, or nobody is offered yet (the bar waits too).
  const family =
    viewer === 'signed-in' && kids.data && places.data
      ? splitBooked(kids.data.items, places.data.items, activity.id, pickedSessions)
      : null;
  const booked = family?.booked ?? [];
  const participants = family ? participantsFor(family.free, activity, today) : [];
  const chosen = selection?.activityId === activity.id ? selection.kidIds : [];
  // Only kids offered here count, whatever an older selection holds.
  const selectedIds = participants
    .filter((p) => p.eligible && chosen.includes(p.kid.id))
    .map((p) => p.kid.id);
  const limits = program && choice ? choiceLimits(program, choice) : activity;
  const block = program && !choice ? null : bookingBlock(limits, selectedIds.length, now);

  const priceCents =
    choice?.option.priceCents ?? (program ? pendingPrice(program) : activity.priceCents);
  const waitlist = useWaitlistHere({
    activity,
    viewer,
    sessionIds: program ? (choice?.sessionIds ?? []) : null,
    kids: participants
      .filter((p) => selectedIds.includes(p.kid.id))
      .map((p) => ({ id: p.kid.id, name: p.kid.name })),
    priceCents,
  });

  const line = useLineHere({
    activity,
    viewer,
    kidIds: selectedIds,
    sessionIds: program ? (choice?.sessionIds ?? []) : null,
    priceCents,
  });

  const joinWanted = useWantedOnce(waitlist.request !== null);
  const autoBookWanted = useWantedOnce(line.autoBookEntry !== null);

  const chooseSessions = (sessionIds: number[]) => {
    if (selection?.activityId !== activity.id) selectActivity(activity.id);
    setSelectedSessions(sessionIds);
  };

  const toggle = (kidId: string) => {
    if (selection?.activityId !== activity.id) selectActivity(activity.id);
    toggleSelectedKid(kidId);
  };

  const bookNow = () => {
    if (selectedIds.length === 0) {
      notify.error(NO_KIDS_SELECTED.title, NO_KIDS_SELECTED.description);
      return;
    }
    if (program && !choice) return;
    setSelectedKids(selectedIds);
    if (choice) setSelectedSessions(choice.sessionIds);
    navigate('/booking');
  };

  /** The phone bar's 'Choose who's going': the first child to tap, else the section's heading. */
  const chooseParticipants = () => {
    const section = document.getElementById('participants');
    const target =
      section?.querySelector<HTMLElement>('button[aria-pressed], a[href]') ??
      document.getElementById('participants-heading');
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    section?.scrollIntoView({ block: 'start', behavior: still ? 'auto' : 'smooth' });
    target?.focus({ preventScroll: true });
  };

  return (
    <div>
      <Breadcrumb title={activity.title} />
      <div className="mt-4 flex flex-col gap-6 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr] lg:gap-x-8">
        <div className="lg:row-span-2">
          <div className="relative -mx-4 sm:mx-0">
            <img
              src={activity.imageUrl}
              alt=""
              fetchPriority="high"
              width={960}
              height={540}
              className="aspect-[16/9] w-full bg-primary-tint object-cover sm:rounded-3xl"
            />
            <span className="absolute top-3 left-3 rounded-full bg-white/95 px-3 py-1 text-sm font-bold text-ink shadow-sm">
              {activity.type}
            </span>
            <div className="absolute top-2 right-2 flex gap-2">
              <FavoriteButton activity={activity} size="lg" />
              <HydratesApart>
                <ActivityMenuPart.Component activity={activity} viewer={viewer} />
              </HydratesApart>
            </div>
          </div>

          <h1 className="mt-5 text-2xl font-extrabold tracking-tight break-words sm:text-3xl">
            {activity.title}
          </h1>
          <p className="mt-1 text-muted">
            by{' '}
            <Link
              to={providerPath(activity.provider)}
              className="font-semibold text-ink underline decoration-stone-400 underline-offset-4 hover:text-primary-hover hover:decoration-current"
            >
              {activity.provider.name}
            </Link>
          </p>
          {activity.tags.length > 0 && (
            <ul aria-label="Tags" className="mt-3 flex flex-wrap gap-1.5">
              {activity.tags.map((tag) => (
                <li
                  key={tag}
                  className="rounded-full bg-primary-tint px-2.5 py-1 text-sm font-semibold text-primary-hover"
                >
                  {tag}
                </li>
              ))}
            </ul>
          )}

          <div className="mt-5">
            <ActivityFacts activity={activity} />
          </div>

          {activity.description && (
            <section aria-labelledby="about-heading" className="mt-6">
              <h2 id="about-heading" className="text-lg font-extrabold tracking-tight">
                About this activity
              </h2>
              <p className="mt-2 leading-relaxed whitespace-pre-line text-ink">
                {activity.description}
              </p>
            </section>
          )}

          {program && (
            <>
              <ProgramSchedule program={program} now={now} />
              <HydratesApart>
                <OptionPicker
                  key={activity.id}
                  program={program}
                  choice={choice}
                  picked={storedSessions ?? choice?.sessionIds ?? []}
                  now={now}
                  heldBy={namesBySession(booked)}
                  onChange={chooseSessions}
                />
              </HydratesApart>
            </>
          )}
        </div>

        <ParticipantsSection
          className="lg:col-start-2 lg:row-start-1"
          activity={activity}
          viewer={viewer}
          kids={kids}
          places={places}
          booked={booked}
          sessions={program?.sessions ?? null}
          participants={participants}
          selectedIds={selectedIds}
          onToggle={toggle}
        />

        {line.shown && line.state && activity.registration ? (
          <LineBar
            className="lg:col-start-2 lg:row-start-2"
            state={line.state}
            opening={activity.registration}
            opened={line.opened}
            onJoin={line.join}
            joining={line.joining}
            onLeave={line.leave}
            leaving={line.leaving}
            onPay={line.pay}
            onAutoBook={line.openAutoBook}
          />
        ) : opensLater && activity.registration ? (
          <RegistrationBar
            className="lg:col-start-2 lg:row-start-2"
            activityId={activity.id}
            opening={activity.registration}
            viewer={viewer}
            signInPath={authPathFor(pathname)}
          />
        ) : waitlist.entry ? (
          <WaitlistBar
            className="lg:col-start-2 lg:row-start-2"
            entry={waitlist.entry}
            onClaim={waitlist.claim}
            onLeave={waitlist.leave}
            leaving={waitlist.leaving}
          />
        ) : (
          <BookingBar
            className="lg:col-start-2 lg:row-start-2"
            viewer={viewer === 'signed-in' && !family ? 'pending' : viewer}
            everyoneBooked={everyoneBooked(family?.busy ?? [], participants)}
            priceCents={priceCents}
            spotsLeft={limits.spotsLeft}
            pickFirst={program && !choice ? PICK_FIRST[program.bookingMode] : null}
            selectedCount={selectedIds.length}
            block={block}
            signInPath={authPathFor(pathname)}
            onBookNow={bookNow}
            onJoinWaitlist={waitlist.join}
            onChooseParticipants={chooseParticipants}
            outcome={line.outcome}
          />
        )}
        <Suspense fallback={null}>
          {joinWanted && (
            <JoinWaitlist.Component
              request={waitlist.request}
              onClose={waitlist.closeRequest}
              returnFocusTo={waitlist.opener}
            />
          )}
          {autoBookWanted && (
            <LineAutoBook.Component
              activityId={activity.id}
              title={activity.title}
              entry={line.autoBookEntry}
              totalCents={line.totalCents}
              onClose={line.closeAutoBook}
            />
          )}
        </Suspense>
      </div>
    </div>
  );
}

/** The price per child while a date or days are still to pick: one date's, or one day's. */
const pendingPrice = (program: ActivityDetail) =>
  program.bookingMode === 'drop_in'
    ? program.priceCents
    : (program.dropInPriceCents ?? program.priceCents);

/** What the bar says while a program's option is still to pick. */
const PICK_FIRST = {
  drop_in: 'Choose a date to book.',
  term: 'Choose a date to book.',
  camp_week: 'Choose a week or days of one week to book.',
} as const;

/**
 * The bar's 'Already booked' when no child is left to book here: a way to the booking (or to My
 * Bookings when there are several) instead of choosing or booking.
 */
function everyoneBooked(
  booked: readonly BookedHere[],
  participants: readonly { eligible: boolean }[],
) {
  const [first] = booked;
  if (!first || participants.some((p) => p.eligible)) return null;
  return {
    names: booked.flatMap((b) => b.kids.map((kid) => kid.name)),
    path: booked.length === 1 ? bookingPath(first.bookingId) : '/bookings',
    bookings: booked.length,
  };
}
