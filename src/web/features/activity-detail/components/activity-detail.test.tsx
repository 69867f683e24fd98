import { WAITLIST_FULL_NOTE } from '../../../../shared/waitlist';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readBookingSelection } from '../../../lib/booking-selection';
import { kidAnswer } from '../../../testing/kid-answer';
import { renderApp, stubApi } from '../../../testing/render-app';
import { WIDE_LAYOUT } from '../../../lib/use-media-query';
import { matchOnly } from '../../../testing/match-media';
import { activityAnswer, freezeToday, signedIn, TODAY } from '../activity-detail.test-helpers';

const KEY = 'kidventure.booking-selection';
const kids = (...items: ReturnType<typeof kidAnswer>[]) => ({
  'GET /api/kids': { json: { items } },
});
const title = () => screen.findByRole('heading', { level: 1, name: 'Pottery Wheel Basics' });
const bookNow = () => screen.getByRole('button', { name: 'Book Now' });
const summary = () => within(screen.getByRole('region', { name: 'Booking summary' }));

/** A wide screen (lg and up), where the summary sits beside the details; jsdom is a phone. */
function wideScreen() {
  matchOnly(WIDE_LAYOUT);
}

beforeEach(() => {
  freezeToday();
  sessionStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

// Cold runs load the lazy screens slowly.
describe('activity detail', { timeout: 15_000 }, () => {
  it('shows every field, the breadcrumb and the tab title', async () => {
    stubApi({ ...signedIn, ...kids(), 'GET /api/activities/12': { json: activityAnswer() } });
    renderApp('/activities/12');
    await title();

    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(crumbs.getByRole('link', { name: 'Discover' })).toHaveAttribute('href', '/activities');
    expect(crumbs.getByText('Pottery Wheel Basics')).toHaveAttribute('aria-current', 'page');

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    // 'by Clay Corner Studio': the provider's page.
    expect(screen.getByRole('link', { name: 'Clay Corner Studio' })).toHaveAttribute(
      'href',
      '/providers/clay-corner-studio',
    );
    const facts = Object.fromEntries(
      screen.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Date: 'Monday, June 22, 2026',
      Time: '10:00 AM – 12:00 PM',
      Location: 'Clay Corner214 Maple Ave, Springfield',
      Price: '$25 per child',
      'Age range': 'Ages 4–7',
      Availability: '3 spots left',
    });
    expect(screen.getByText(/Little hands shape their first bowls/)).toBeInTheDocument();
    const tags = within(screen.getByRole('list', { name: 'Tags' }));
    expect(tags.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Pottery',
      'Indoor',
      'Beginner',
    ]);
    await waitFor(() => expect(document.title).toBe('Pottery Wheel Basics · Kidventure'));
  });

  it('names the tab after the activity again when the parent comes back to it', async () => {
    stubApi({ ...signedIn, ...kids(), 'GET /api/activities/12': { json: activityAnswer() } });
    const { router } = renderApp('/activities/12');
    await title();
    await waitFor(() => expect(document.title).toBe('Pottery Wheel Basics · Kidventure'));

    await act(() => router.navigate('/profiles'));
    await waitFor(() => expect(document.title).toBe('Kid Profiles · Kidventure'));

    // Back on the page its data is already loaded, so it renders before the layout's effect.
    await act(() => router.navigate('/activities/12'));
    await title();
    await waitFor(() => expect(document.title).toBe('Pottery Wheel Basics · Kidventure'));
  });

  it('offers only kids within the age range (both ends included) and greys out the rest', async () => {
    stubApi({
      ...signedIn,
      ...kids(
        kidAnswer({ id: 'ava', name: 'Ava', birthDate: '2022-06-15' }), // 4 today
        kidAnswer({ id: 'cal', name: 'Cal', birthDate: '2018-06-15' }), // 8 today
        kidAnswer({ id: 'ben', name: 'Ben', birthDate: '2018-06-16' }), // 7 until tomorrow
        kidAnswer({ id: 'dot', name: 'Dot', birthDate: '2022-06-16' }), // 4 tomorrow
      ),
      'GET /api/activities/12': { json: activityAnswer({ ageMin: 4, ageMax: 7 }) },
    });
    renderApp('/activities/12');
    const section = within(await screen.findByRole('region', { name: 'Select Participants' }));

    const ava = await section.findByRole('button', { name: /Ava/ });
    const ben = section.getByRole('button', { name: /Ben/ });
    expect(ava).toHaveTextContent('Age 4');
    expect(ben).toHaveTextContent('Age 7');
    expect(ava).toHaveAttribute('aria-pressed', 'false');
    expect(section.queryByRole('button', { name: /Cal|Dot/ })).not.toBeInTheDocument();
    const greyed = (name: string) => section.getByText(name).closest('li');
    expect(greyed('Cal')).toHaveTextContent('CalAge 8 — this activity is for ages 4–7');
    expect(greyed('Dot')).toHaveTextContent('DotAge 3 — this activity is for ages 4–7');
  });

  it("on a phone with no child chosen, the bar says Choose who's going and leads to them", async () => {
    stubApi({
      ...signedIn,
      ...kids(
        kidAnswer({ id: 'ava', name: 'Ava', birthDate: '2021-01-10' }),
        kidAnswer({ id: 'ben', name: 'Ben', birthDate: '2020-03-02' }),
      ),
      'GET /api/activities/12': { json: activityAnswer({ priceCents: 2550 }) },
    });
    const { user } = renderApp('/activities/12');
    const ava = await screen.findByRole('button', { name: /Ava/ });
    expect(summary().queryByText('$0.00')).not.toBeInTheDocument();
    expect(summary().queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();
    expect(summary().getByText('$25.50 per child')).toBeInTheDocument();

    await user.click(summary().getByRole('button', { name: "Choose who's going" }));
    expect(ava).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(ava).toHaveAttribute('aria-pressed', 'true');
    // One child chosen: the total and Book Now take the bar's place.
    expect(summary().getByText('1 child · $25.50 per child')).toBeInTheDocument();
    expect(summary().getByRole('button', { name: 'Book Now' })).toBeEnabled();
    expect(summary().queryByRole('button', { name: "Choose who's going" })).not.toBeInTheDocument();
  });

  it("on a phone with no children yet, Choose who's going leads to 'Add a child'", async () => {
    stubApi({ ...signedIn, ...kids(), 'GET /api/activities/12': { json: activityAnswer() } });
    const { user } = renderApp('/activities/12');
    await title();
    await user.click(await summary().findByRole('button', { name: "Choose who's going" }));
    expect(screen.getByRole('link', { name: 'Add a child' })).toHaveFocus();
  });

  it('toggling kids updates the total and count; Book Now goes to /booking with them', async () => {
    wideScreen();
    stubApi({
      ...signedIn,
      ...kids(
        kidAnswer({ id: 'ava', name: 'Ava', birthDate: '2021-01-10' }),
        kidAnswer({ id: 'ben', name: 'Ben', birthDate: '2020-03-02' }),
      ),
      'GET /api/activities/12': { json: activityAnswer({ priceCents: 2550 }) },
    });
    const { user, location } = renderApp('/activities/12');
    const ava = await screen.findByRole('button', { name: /Ava/ });
    expect(summary().getByText('$0.00')).toBeInTheDocument();
    expect(summary().getByText('0 children · $25.50 per child')).toBeInTheDocument();
    expect(bookNow()).toHaveAttribute('aria-disabled', 'true');

    // Pressed anyway: the spec's message, and no navigation.
    await user.click(bookNow());
    expect(await screen.findByText('No kids selected')).toBeInTheDocument();
    expect(screen.getByText('Please select at least one child for this activity')).toBeVisible();
    expect(location().pathname).toBe('/activities/12');

    await user.click(ava);
    await user.click(screen.getByRole('button', { name: /Ben/ }));
    expect(ava).toHaveAttribute('aria-pressed', 'true');
    expect(summary().getByText('$51.00')).toBeInTheDocument();
    expect(summary().getByText('2 children · $25.50 per child')).toBeInTheDocument();

    await user.click(ava);
    expect(ava).toHaveAttribute('aria-pressed', 'false');
    expect(summary().getByText('$25.50')).toBeInTheDocument();
    expect(summary().getByText('1 child · $25.50 per child')).toBeInTheDocument();
    expect(bookNow()).not.toHaveAttribute('aria-disabled');

    await user.click(bookNow());
    await waitFor(() => expect(location().pathname).toBe('/booking'));
    // (The summary adds the payment's key once it has opened.)
    expect(readBookingSelection()).toMatchObject({ activityId: 12, kidIds: ['ben'] });
  });

  it('keeps kids chosen for this activity and drops those chosen for another', async () => {
    sessionStorage.setItem(KEY, JSON.stringify({ activityId: 99, kidIds: ['ava'] }));
    const ava = kidAnswer({ id: 'ava', name: 'Ava', birthDate: '2021-01-10' });
    stubApi({
      ...signedIn,
      ...kids(ava),
      'GET /api/activities/12': { json: activityAnswer() },
      'GET /api/activities/40': { json: activityAnswer({ id: 40, title: 'Clay Club' }) },
    });
    const { user, router } = renderApp('/activities/12');
    expect(await screen.findByRole('button', { name: /Ava/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    // The write comes in a task after the page's first render.
    await waitFor(() => expect(readBookingSelection()).toEqual({ activityId: 12, kidIds: [] }));

    await user.click(screen.getByRole('button', { name: /Ava/ }));
    await router.navigate('/activities/40');
    await screen.findByRole('heading', { level: 1, name: 'Clay Club' });
    await waitFor(() => expect(readBookingSelection()).toEqual({ activityId: 40, kidIds: [] }));
    await router.navigate('/activities/12');
    expect(await screen.findByRole('button', { name: /Ava/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('a full activity cannot be booked: it offers its waitlist instead', async () => {
    stubApi({
      ...signedIn,
      ...kids(kidAnswer({ id: 'ava', name: 'Ava', birthDate: '2021-01-10' })),
      'GET /api/activities/12': { json: activityAnswer({ spotsLeft: 0 }) },
      'GET /api/waitlist': { json: { items: [] } },
    });
    renderApp('/activities/12');
    await screen.findByRole('button', { name: /Ava/ });
    expect(summary().getByRole('button', { name: 'Join Waitlist' })).toBeEnabled();
    expect(summary().getByText(WAITLIST_FULL_NOTE)).toBeInTheDocument();
    expect(summary().queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();
  });

  it('an activity that started earlier today can no longer be booked', async () => {
    stubApi({
      ...signedIn,
      ...kids(kidAnswer({ id: 'ava', name: 'Ava', birthDate: '2021-01-10' })),
      'GET /api/activities/12': { json: activityAnswer({ date: TODAY, startTime: '10:00' }) },
    });
    const { user } = renderApp('/activities/12');
    await user.click(await screen.findByRole('button', { name: /Ava/ }));
    expect(bookNow()).toBeDisabled();
    expect(
      summary().getByText('This activity has already started, so it can no longer be booked.'),
    ).toBeInTheDocument();
  });

  it('will not book more children than spots left', async () => {
    stubApi({
      ...signedIn,
      ...kids(
        kidAnswer({ id: 'ava', name: 'Ava', birthDate: '2021-01-10' }),
        kidAnswer({ id: 'ben', name: 'Ben', birthDate: '2020-03-02' }),
      ),
      'GET /api/activities/12': { json: activityAnswer({ spotsLeft: 1 }) },
    });
    const { user } = renderApp('/activities/12');
    await user.click(await screen.findByRole('button', { name: /Ava/ }));
    await user.click(screen.getByRole('button', { name: /Ben/ }));
    expect(bookNow()).toBeDisabled();
    expect(summary().getByText('Only 1 spot left — choose fewer children.')).toBeInTheDocument();
  });
});
