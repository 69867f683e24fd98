import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { localIsoDate } from '../../../../shared/iso-date';
import type { Booking } from '../../../../shared/schemas/booking';
import { weekOf } from '../../../../shared/week';
import { formatLongDate } from '../../../lib/format';
import { activityAnswers, forYouAnswer, searchPage } from '../../../testing/activity-answer';
import { bookingAnswer, calendarEntriesOf } from '../../../testing/booking-answer';
import { bornYearsAgo, kidAnswer } from '../../../testing/kid-answer';
import {
  renderApp,
  SIGNED_OUT_ME,
  signedInMe,
  stubApi,
  type ApiAnswer,
  type ApiBody,
} from '../../../testing/render-app';

const POPULAR = activityAnswers(1, 16);
const UPCOMING = activityAnswers(101, 6);

type Options = {
  me?: ApiBody<'GET /api/me'>;
  kids?: ApiBody<'GET /api/kids'>['items'];
  popular?: () => ApiAnswer<'GET /api/activities'>;
  forYou?: ApiBody<'GET /api/activities/for-you'>['items'];
  location?: { lat: number; lng: number; label: string } | null;
  /** The parent's bookings (GET /api/bookings/calendar answers those in the asked range). */
  bookings?: Booking[];
};

/** Home with the API answering like the server; returns the search URLs it was asked for. */
function openHome({
  me = SIGNED_OUT_ME,
  kids = [],
  popular = () => ({ json: searchPage(POPULAR) }),
  forYou = [201, 202, 203, 204, 205, 206].map((id) => forYouAnswer(id, null)),
  location = null,
  bookings = [],
}: Options = {}) {
  const searches: URLSearchParams[] = [];
  const bookingRanges: string[] = [];
  stubApi({
    'GET /api/me': { json: me },
    'GET /api/kids': { json: { items: kids } },
    'GET /api/profile': {
      json: {
        firstName: null,
        birthDate: null,
        region: null,
        avatarUrl: null,
        discoverable: false,
        notificationsEnabled: true,
        locationFromRegion: false,
        location,
      },
    },
    'GET /api/activities': (_body, url) => {
      searches.push(url.searchParams);
      return url.searchParams.get('sort') === 'popular'
        ? popular()
        : { json: searchPage(UPCOMING) };
    },
    'GET /api/activities/for-you': { json: { items: forYou } },
    'GET /api/bookings/calendar': (_body, url) => {
      const from = url.searchParams.get('from') ?? '';
      const to = url.searchParams.get('to') ?? '';
      bookingRanges.push(`${from}..${to}`);
      const items = bookings
        .flatMap(calendarEntriesOf)
        .filter((b) => b.activity.date >= from && b.activity.date <= to);
      return { json: { items } };
    },
  });
  return { ...renderApp('/'), searches, bookingRanges };
}

const region = (name: string) => screen.getByRole('region', { name });
const cardTitles = (container: HTMLElement) =>
  within(container)
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

// Load the lazy home screen and its lazy parts once up front (a cold transform can take seconds on a busy machine).
beforeAll(
  () =>
    Promise.all([
      import('../../../app/routes/home'),
      import('./this-week'),
      import('./explore-tabs'),
    ]),
  30_000,
);
beforeEach(() => sessionStorage.clear());

describe('home, signed out', () => {
  it('welcomes the visitor and offers sign-in and an Add Child tile', async () => {
    openHome();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Kidventure' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(
      screen.getByText('The simplest way to discover and book amazing activities for your kids.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to get started' })).toHaveAttribute(
      'href',
      '/auth',
    );
    expect(within(region('My Kids')).getByRole('link', { name: 'Add Child' })).toHaveAttribute(
      'href',
      '/profiles/new',
    );
    // Only a signed-in parent has a week and bookings.
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View My Bookings' })).not.toBeInTheDocument();
  });

  it('features the first 8 popular activities and trends the next 8', async () => {
    const { searches } = openHome();
    await waitFor(() => expect(cardTitles(region('Featured Activities'))).toHaveLength(8));
    expect(cardTitles(region('Featured Activities'))).toEqual(
      POPULAR.slice(0, 8).map((a) => a.title),
    );

    const trending = screen.getByRole('tabpanel', { name: 'Trending' });
    expect(cardTitles(trending)).toEqual(POPULAR.slice(8, 16).map((a) => a.title));

    const popular = searches.find((s) => s.get('sort') === 'popular');
    expect(popular?.get('limit')).toBe('16');
    // Open sessions only (docs/decisions/023).
    expect(popular?.get('available')).toBe('true');
    // No location shared: no point sent.
    expect(popular?.has('lat')).toBe(false);
  });

  it('switches between Trending, Upcoming and For You', async () => {
    const { user, searches } = openHome();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Trending', 'Upcoming', 'For You']);
    expect(screen.getByRole('tab', { name: 'Trending' })).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('tab', { name: 'Upcoming' }));
    const upcoming = await screen.findByRole('tabpanel', { name: 'Upcoming' });
    await waitFor(() => expect(cardTitles(upcoming)).toEqual(UPCOMING.map((a) => a.title)));
    const byDate = searches.find((s) => s.get('sort') === 'date');
    expect(byDate?.get('limit')).toBe('6');

    // Arrow keys move between tabs (real tabs).
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'For You' })).toHaveAttribute('aria-selected', 'true');
    const forYou = screen.getByRole('tabpanel', { name: 'For You' });
    await waitFor(() => expect(within(forYou).getAllByRole('article')).toHaveLength(6));
  });

  it('says so when there are no activities, and retries after a failure', async () => {
    let fail = true;
    const { user } = openHome({
      popular: () =>
        fail
          ? { status: 400, json: { error: { code: 'bad', message: 'Bad' } } }
          : { json: searchPage([]) },
    });
    const featured = await screen.findByRole('region', { name: 'Featured Activities' });
    expect(await within(featured).findByText('Activities could not be loaded.')).toBeVisible();

    fail = false;
    await user.click(within(featured).getByRole('button', { name: 'Try again' }));
    expect(await within(featured).findByText(/^No activities yet/)).toBeVisible();
    expect(within(featured).queryByRole('article')).not.toBeInTheDocument();
  });
});

describe('home, signed in', () => {
  const me = {
    ...signedInMe('sam@example.com'),
    profile: { firstName: 'Sam', avatarUrl: null, region: null, birthDate: null },
  };

  it('greets the parent and shows each kid with their age, linking to the profile', async () => {
    openHome({
      me,
      kids: [
        kidAnswer({
          id: 'k1',
          name: 'Mia Rose',
          birthDate: bornYearsAgo(7),
          avatarColor: '#7c3aed',
        }),
        kidAnswer({ id: 'k2', name: 'Leo', birthDate: bornYearsAgo(1) }),
      ],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Sam' }),
    ).toBeInTheDocument();
    const kids = region('My Kids');
    const mia = await within(kids).findByRole('link', { name: /Mia Rose/ });
    expect(mia).toHaveAttribute('href', '/profiles/k1');
    expect(mia).toHaveTextContent('M');
    expect(mia).toHaveTextContent('7 years');
    expect(within(kids).getByRole('link', { name: /Leo/ })).toHaveTextContent('1 year');
    expect(within(kids).queryByRole('link', { name: 'Add Child' })).not.toBeInTheDocument();
    expect(within(kids).getByRole('link', { name: /^Plan for my kids/ })).toHaveAttribute(
      'href',
      '/kid-curator',
    );
    expect(await screen.findByRole('link', { name: 'View My Bookings' })).toHaveAttribute(
      'href',
      '/bookings',
    );
  });

  it('offers Add Child when there are no kids yet', async () => {
    openHome({ me, kids: [] });
    const add = await within(await screen.findByRole('region', { name: 'My Kids' })).findByRole(
      'link',
      { name: 'Add Child' },
    );
    expect(add).toHaveAttribute('href', '/profiles/new');
    // KidCurator starts from the kids: nothing to plan for yet.
    expect(screen.queryByRole('link', { name: /Plan for my kids/ })).not.toBeInTheDocument();
  });

  it('shows this week only, Monday first, today chosen, and lets the parent pick a day', async () => {
    const { user } = openHome({ me });
    const week = await screen.findByRole('radiogroup', { name: 'This Week' });
    const days = within(week).getAllByRole('radio');
    const today = localIsoDate();
    const expected = weekOf(today);
    expect(days).toHaveLength(7);
    expect(days.map((d) => d.getAttribute('aria-label')?.split(', 20')[0])).toEqual(
      expected.map((iso) => formatLongDate(iso).split(', 20')[0]),
    );
    expect(days[0]).toHaveAccessibleName(expect.stringMatching(/^Monday/));
    const todayRadio = within(week).getByRole('radio', { checked: true });
    expect(todayRadio).toHaveAccessibleName(`${formatLongDate(today)}, today`);

    const other = expected.find((iso) => iso !== today) ?? today;
    await user.click(within(week).getByRole('radio', { name: formatLongDate(other) }));
    expect(within(week).getByRole('radio', { name: formatLongDate(other) })).toBeChecked();
    expect(todayRadio).not.toBeChecked();
    expect(
      screen.getByRole('heading', { level: 3, name: formatLongDate(other) }),
    ).toBeInTheDocument();

    // Keyboard: arrow keys move the choice within the week (and wrap around it).
    // (Held down, as a person presses it: the move happens on the next tick.)
    await user.keyboard('{ArrowRight>}');
    const next = expected[(expected.indexOf(other) + 1) % 7] ?? today;
    await waitFor(() =>
      expect(within(week).getByRole('radio', { checked: true })).toHaveAccessibleName(
        expect.stringContaining(formatLongDate(next)),
      ),
    );
    await user.keyboard('{/ArrowRight}');
  });

  it('marks the days of this week that have a booking', async () => {
    const week = weekOf(localIsoDate());
    const [monday = '', , , , , , sunday = ''] = week;
    const { bookingRanges } = openHome({
      me,
      bookings: [
        bookingAnswer({ activity: { date: monday } }),
        bookingAnswer({ activity: { date: sunday } }),
        bookingAnswer({ activity: { date: sunday, startTime: '15:00' } }),
      ],
    });
    const strip = await screen.findByRole('radiogroup', { name: 'This Week' });
    await waitFor(() =>
      expect(within(strip).getAllByRole('radio', { name: /booked$/ })).toHaveLength(2),
    );
    const marked = within(strip)
      .getAllByRole('radio', { name: /booked$/ })
      .map((r) => r.getAttribute('aria-label')?.split(', 20')[0]);
    expect(marked).toEqual([monday, sunday].map((d) => formatLongDate(d).split(', 20')[0]));
    expect(bookingRanges).toEqual([`${monday}..${sunday}`]);
  });

  it('marks every date of a camp week on the strip and says which date each is', async () => {
    const week = weekOf(localIsoDate());
    const [monday = '', tuesday = '', wednesday = ''] = week;
    const camp = bookingAnswer({
      activity: { date: monday, startTime: '09:00', endTime: '15:00', title: 'Nature Camp' },
      sessions: [monday, tuesday, wednesday].map((date, i) => ({
        id: 70 + i,
        date,
        startTime: '09:00',
        endTime: '15:00',
      })),
    });
    const { user } = openHome({ me, bookings: [camp] });
    const strip = await screen.findByRole('radiogroup', { name: 'This Week' });
    await waitFor(() =>
      expect(within(strip).getAllByRole('radio', { name: /booked$/ })).toHaveLength(3),
    );
    // Tuesday may be today, which its name then says too.
    await user.click(
      within(strip).getByRole('radio', {
        name: new RegExp(`^${formatLongDate(tuesday)}(, today)?, booked$`),
      }),
    );
    const section = screen.getByRole('region', { name: 'This Week' });
    const list = within(section).getByRole('list', {
      name: `Booked on ${formatLongDate(tuesday)}`,
    });
    expect(within(list).getByRole('listitem')).toHaveTextContent(
      '9:00 AM – 3:00 PM · Date 2 of 3Nature Camp',
    );
  });

  it("lists the chosen day's bookings under the week, or says nothing is booked", async () => {
    const week = weekOf(localIsoDate());
    const today = localIsoDate();
    const booked = week.find((iso) => iso !== today) ?? today;
    const { user } = openHome({
      me,
      bookings: [
        // In the server's order: by start time.
        bookingAnswer({ activity: { date: booked, startTime: '09:30', title: 'Swim Club' } }),
        bookingAnswer({
          activity: { date: booked, startTime: '15:00', endTime: '16:00', title: 'Pottery' },
          kids: [
            { id: 'k1', name: 'Mia', avatarColor: null },
            { id: 'k2', name: 'Leo', avatarColor: null },
          ],
        }),
      ],
    });
    const strip = await screen.findByRole('radiogroup', { name: 'This Week' });
    const section = screen.getByRole('region', { name: 'This Week' });
    // Today has nothing: the way to Discover.
    expect(await within(section).findByText('Nothing booked')).toBeVisible();
    expect(within(section).getByRole('link', { name: 'Discover Activities' })).toHaveAttribute(
      'href',
      '/activities',
    );

    await user.click(
      within(strip).getByRole('radio', { name: `${formatLongDate(booked)}, booked` }),
    );
    const list = within(section).getByRole('list', { name: `Booked on ${formatLongDate(booked)}` });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      '9:30 AM – 11:00 AMSwim ClubKids: Mia Rose',
      '3:00 PM – 4:00 PMPotteryKids: Mia and Leo',
    ]);
    expect(within(list).getByRole('link', { name: 'Pottery' })).toHaveAttribute(
      'href',
      '/activities/7',
    );
    expect(within(section).queryByText('Nothing booked')).not.toBeInTheDocument();
  });

  it("shows why each For You pick was chosen and ranks from the parent's location", async () => {
    const { user, searches } = openHome({
      me,
      forYou: [forYouAnswer(301, 'Mia loves Art'), forYouAnswer(302, "Fits Leo's age")],
      location: { lat: 43.65, lng: -79.38, label: 'Toronto, Ontario' },
    });
    await user.click(await screen.findByRole('tab', { name: 'For You' }));
    const panel = screen.getByRole('tabpanel', { name: 'For You' });
    expect(await within(panel).findByText('Mia loves Art')).toBeVisible();
    expect(within(panel).getByText("Fits Leo's age")).toBeVisible();

    const popular = searches.find((s) => s.get('sort') === 'popular');
    expect(popular?.get('lat')).toBe('43.65');
    expect(popular?.get('lng')).toBe('-79.38');
  });
});
