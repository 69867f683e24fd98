import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Booking } from '../../../../shared/schemas/booking';
import { bookingAnswer, calendarEntriesOf } from '../../../testing/booking-answer';
import {
  apiError,
  renderApp,
  type ApiAnswer,
  SIGNED_OUT_ME,
  signedInMe,
  stubApi,
} from '../../../testing/render-app';

const FEED = {
  url: 'http://localhost/api/calendar/feed/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.ics',
  webcalUrl: 'webcal://localhost/api/calendar/feed/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.ics',
};
const NEW_FEED = {
  url: 'http://localhost/api/calendar/feed/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.ics',
  webcalUrl: 'webcal://localhost/api/calendar/feed/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.ics',
};

const PAINTING = bookingAnswer({
  activity: { id: 7, title: 'Little Painters Studio', date: '2026-11-24', startTime: '09:30' },
  kids: [
    { id: 'k1', name: 'Mia', avatarColor: '#0f766e' },
    { id: 'k2', name: 'Leo', avatarColor: '#7c3aed' },
  ],
});
const SWIM = bookingAnswer({
  activity: {
    id: 9,
    title: 'Splash Swim Club',
    date: '2026-11-24',
    startTime: '16:00',
    endTime: '17:30',
  },
  kids: [{ id: 'k2', name: 'Leo', avatarColor: '#7c3aed' }],
});
const DECEMBER = bookingAnswer({ activity: { id: 11, title: 'Winter Choir', date: '2026-12-02' } });
const ALL = [PAINTING, SWIM, DECEMBER];

/** The calendar with the API answering like the server; returns the ranges it asked for. */
function openCalendar(
  path = '/calendar',
  calendar?: (from: string, to: string) => ApiAnswer<'GET /api/bookings/calendar'>,
  /** GET /api/bookings?when=upcoming: the next bookings (none unless given). */
  next: Booking[] = [],
) {
  const ranges: string[] = [];
  const calls = stubApi({
    'GET /api/me': { json: signedInMe() },
    'GET /api/bookings': (_body, url) => {
      expect(url.searchParams.get('when')).toBe('upcoming');
      return { json: { items: next, nextCursor: null } };
    },
    'GET /api/bookings/calendar': (_body, url) => {
      const from = url.searchParams.get('from') ?? '';
      const to = url.searchParams.get('to') ?? '';
      ranges.push(`${from}..${to}`);
      if (calendar) return calendar(from, to);
      const items = ALL.flatMap(calendarEntriesOf).filter(
        (b) => b.activity.date >= from && b.activity.date <= to,
      );
      return { json: { items } };
    },
    'GET /api/calendar/feed': { json: FEED },
    'POST /api/calendar/feed/reset': { json: NEW_FEED },
  });
  return { ...renderApp(path), ranges, calls };
}

const grid = () => screen.getByRole('grid');
const dayNames = () =>
  within(grid())
    .getAllByRole('button')
    .map((b) => b.getAttribute('aria-label'));
const day = (name: string | RegExp) => within(grid()).getByRole('button', { name });

beforeAll(() => import('../../../app/routes/calendar'), 30_000);
beforeEach(() => {
  // Today is Wednesday, November 25, 2026 (only the clock is faked; timers stay real).
  vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 10, 25, 12, 0) });
});
afterEach(() => vi.useRealTimers());

describe('calendar', { timeout: 30_000 }, () => {
  it('shows this week, Monday first, with booked days marked for eyes and ears', async () => {
    const { ranges } = openCalendar();
    expect(await screen.findByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Week' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Month' })).toHaveAttribute('aria-selected', 'false');
    expect(grid()).toHaveAccessibleName('Nov 23 – 29, 2026');
    expect(
      within(grid())
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    await waitFor(() => expect(grid()).not.toHaveAttribute('aria-busy'));
    expect(dayNames()).toEqual([
      'Monday, November 23, 2026',
      'Tuesday, November 24, 2026, 2 bookings',
      'Wednesday, November 25, 2026, today',
      'Thursday, November 26, 2026',
      'Friday, November 27, 2026',
      'Saturday, November 28, 2026',
      'Sunday, November 29, 2026',
    ]);
    expect(ranges).toEqual(['2026-11-23..2026-11-29']);
    // Today is chosen at first: a single-date picker with one Tab stop.
    const todayCell = day(/today/);
    expect(todayCell.closest('td')).toHaveAttribute('aria-selected', 'true');
    expect(todayCell).toHaveAttribute('tabindex', '0');
    expect(todayCell).toHaveAttribute('aria-current', 'date');
  });

  it('when today is empty, lists the next bookings as an agenda, each to its day and activity', async () => {
    const LATER = bookingAnswer({
      activity: {
        id: 12,
        title: 'Junior Chess',
        date: '2026-12-09',
        startTime: '14:00',
        endTime: '15:00',
      },
      kids: [
        { id: 'k1', name: 'Mia', avatarColor: null },
        { id: 'k2', name: 'Leo', avatarColor: null },
      ],
    });
    const { user, location } = openCalendar('/calendar', undefined, [DECEMBER, LATER]);
    await screen.findByRole('heading', { level: 1, name: 'Calendar' });
    const agenda = await screen.findByRole('region', { name: 'Coming up' });
    expect(screen.getByRole('region', { name: 'Wed, Nov 25' })).toHaveTextContent(
      'Nothing booked for this day',
    );
    const items = within(agenda).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Wed2Dec9:30 AM – 11:00 AMWinter ChoirKids: Mia Rose',
      'Wed9Dec2:00 PM – 3:00 PMJunior ChessKids: Mia and Leo',
    ]);
    expect(within(agenda).getByRole('link', { name: 'Junior Chess' })).toHaveAttribute(
      'href',
      '/activities/12',
    );
    await user.click(within(agenda).getByRole('link', { name: 'Show Wed, Dec 2 on the calendar' }));
    expect(location().search).toBe('?date=2026-12-02');
    // Another day than today: its own bookings, no agenda.
    expect(await screen.findByRole('region', { name: 'Wed, Dec 2' })).toHaveTextContent(
      'Winter Choir',
    );
    expect(screen.queryByRole('region', { name: 'Coming up' })).not.toBeInTheDocument();
  });

  it("lists the chosen day's bookings: time, activity link and kids; an empty day says so", async () => {
    const { user, location } = openCalendar();
    await screen.findByRole('heading', { level: 1, name: 'Calendar' });
    const list = await screen.findByRole('region', { name: 'Wed, Nov 25' });
    // No next bookings either: the way to Discover.
    expect(await within(list).findByText('Nothing booked for this day')).toBeVisible();
    expect(within(list).getByRole('link', { name: 'Discover Activities' })).toHaveAttribute(
      'href',
      '/activities',
    );

    await user.click(day(/^Tuesday, November 24, 2026/));
    expect(location().search).toBe('?date=2026-11-24');
    const tuesday = screen.getByRole('region', { name: 'Tue, Nov 24' });
    const items = within(tuesday).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('9:30 AM – 11:00 AM');
    expect(within(items[0] as HTMLElement).getByRole('link')).toHaveAccessibleName(
      'Little Painters Studio',
    );
    expect(within(items[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/activities/7',
    );
    expect(items[0]).toHaveTextContent('Mia and Leo');
    expect(items[1]).toHaveTextContent('4:00 PM – 5:30 PM');
    expect(items[1]).toHaveTextContent('Splash Swim Club');
    expect(items[1]).toHaveTextContent('Leo');
  });

  it('shows a term on each of its dates, which date each is, and its next date coming up', async () => {
    const dates = ['2026-11-21', '2026-11-28', '2026-12-05', '2026-12-12'];
    const TERM = bookingAnswer({
      activity: { id: 15, title: 'Saturday Swim Term', date: '2026-11-21', startTime: '10:00' },
      sessions: dates.map((date, i) => ({
        id: 50 + i,
        date,
        startTime: '10:00',
        endTime: '10:45',
      })),
    });
    const { user } = openCalendar(
      '/calendar?view=month',
      (from, to) => ({
        json: {
          items: calendarEntriesOf(TERM).filter(
            (e) => e.activity.date >= from && e.activity.date <= to,
          ),
        },
      }),
      [TERM],
    );
    await screen.findByRole('heading', { level: 1, name: 'Calendar' });
    await waitFor(() => expect(grid()).not.toHaveAttribute('aria-busy'));
    expect(dayNames().filter((n) => n?.includes('booking'))).toEqual([
      'Saturday, November 21, 2026, 1 booking',
      'Saturday, November 28, 2026, 1 booking',
      'Saturday, December 5, 2026, 1 booking',
    ]);

    // Today is empty: coming up is the term on its next date, the second.
    const comingUp = await screen.findByRole('region', { name: 'Coming up' });
    expect(
      within(comingUp).getByRole('link', { name: 'Show Sat, Nov 28 on the calendar' }),
    ).toBeVisible();
    expect(comingUp).toHaveTextContent('10:00 AM – 10:45 AM');
    expect(comingUp).toHaveTextContent('Date 2 of 4');

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    await waitFor(() => expect(day('Saturday, December 12, 2026, 1 booking')).toBeInTheDocument());
    await user.click(day(/^Saturday, December 12, 2026/));
    const saturday = screen.getByRole('region', { name: 'Sat, Dec 12' });
    const [item] = within(saturday).getAllByRole('listitem');
    expect(item).toHaveTextContent('10:00 AM – 10:45 AM');
    expect(item).toHaveTextContent('Date 4 of 4');
    expect(item).toHaveTextContent('Saturday Swim Term');
  });

  it('moves by week with the buttons and the keyboard, asking only for the week shown', async () => {
    const { user, ranges } = openCalendar();
    await screen.findByRole('heading', { level: 1, name: 'Calendar' });
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(grid()).toHaveAccessibleName('Nov 30 – Dec 6, 2026');
    await waitFor(() =>
      expect(day('Wednesday, December 2, 2026, 1 booking').closest('td')).toHaveAttribute(
        'aria-selected',
        'true',
      ),
    );
    expect(screen.getByRole('region', { name: 'Wed, Dec 2' })).toHaveTextContent('Winter Choir');

    // Arrow keys move the chosen day and keep the focus on it, across the week's edge too.
    day(/^Wednesday, December 2/).focus();
    await user.keyboard('{Home}');
    expect(day(/^Monday, November 30/)).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(grid()).toHaveAccessibleName('Nov 23 – 29, 2026');
    await waitFor(() => expect(day(/^Sunday, November 29/)).toHaveFocus());
    expect(day(/^Sunday, November 29/).closest('td')).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(day(/today/).closest('td')).toHaveAttribute('aria-selected', 'true');
    expect(ranges).toEqual(['2026-11-23..2026-11-29', '2026-11-30..2026-12-06']);
  });

  it('shows the month as whole Monday-first weeks, marks booked days and moves by month', async () => {
    const { user, ranges, location } = openCalendar();
    await screen.findByRole('heading', { level: 1, name: 'Calendar' });
    await user.click(screen.getByRole('tab', { name: 'Month' }));
    expect(location().search).toBe('?view=month');
    expect(grid()).toHaveAccessibleName('November 2026');
    const rows = within(grid()).getAllByRole('row');
    expect(rows).toHaveLength(7); // the weekday headings and six weeks
    await waitFor(() => expect(grid()).not.toHaveAttribute('aria-busy'));
    const names = dayNames();
    expect(names).toHaveLength(42);
    expect(names[0]).toBe('Monday, October 26, 2026');
    expect(names.at(-1)).toBe('Sunday, December 6, 2026');
    expect(names.filter((n) => n?.includes('booking'))).toEqual([
      'Tuesday, November 24, 2026, 2 bookings',
      'Wednesday, December 2, 2026, 1 booking',
    ]);
    expect(ranges.at(-1)).toBe('2026-10-26..2026-12-06');

    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(grid()).toHaveAccessibleName('December 2026');
    expect(day(/^Tuesday, December 1, 2026/).closest('td')).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(grid()).toHaveAccessibleName('October 2026');
    expect(ranges.at(-1)).toBe('2026-09-28..2026-11-01');

    // Page Down goes to the same day next month; the week view keeps the chosen day.
    day(/^Thursday, October 1, 2026/).focus();
    await user.keyboard('{PageDown}');
    expect(grid()).toHaveAccessibleName('November 2026');
    await waitFor(() => expect(day(/^Sunday, November 1, 2026/)).toHaveFocus());
    await user.click(screen.getByRole('tab', { name: 'Week' }));
    expect(grid()).toHaveAccessibleName('Oct 26 – Nov 1, 2026');
  });

  it('says when the bookings cannot be loaded, and tries again', async () => {
    let fail = true;
    const { user } = openCalendar('/calendar', () =>
      fail
        ? apiError(500, 'internal', 'Something went wrong on our side.')
        : { json: { items: ALL.flatMap(calendarEntriesOf) } },
    );
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent("We couldn't load your bookings");
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Wed, Nov 25' })).toBeVisible();
  });
});

describe('calendar, signed out', () => {
  it('says what it is for and offers to sign in, coming back here', async () => {
    stubApi({ 'GET /api/me': { json: SIGNED_OUT_ME } });
    renderApp('/calendar');
    expect(await screen.findByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in to see your calendar' })).toHaveAttribute(
      'href',
      '/auth?redirectTo=%2Fcalendar',
    );
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });
});

describe('calendar feed', { timeout: 30_000 }, () => {
  it('shows the private link, copies it, and resets it after a confirmation', async () => {
    const { user, calls } = openCalendar();
    const section = await screen.findByRole('region', { name: 'Subscribe to calendar' });
    const input = await within(section).findByRole('textbox', {
      name: 'Your private calendar link',
    });
    expect(input).toHaveValue(FEED.url);
    expect(input).toHaveAttribute('readonly');
    expect(input).toHaveAccessibleDescription(/private/);
    expect(within(section).getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute(
      'href',
      FEED.webcalUrl,
    );

    await user.click(within(section).getByRole('button', { name: 'Copy link' }));
    // user-event stands in for the system clipboard.
    expect(await navigator.clipboard.readText()).toBe(FEED.url);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Reset link' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reset your calendar link?' });
    expect(dialog).toHaveTextContent('The current link stops working right away');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await user.click(within(section).getByRole('button', { name: 'Reset link' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Reset link' }),
    );
    await waitFor(() => expect(input).toHaveValue(NEW_FEED.url));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      '/api/calendar/feed/reset',
    ]);
    expect(await screen.findByText('Calendar link reset')).toBeInTheDocument();
  });
});
