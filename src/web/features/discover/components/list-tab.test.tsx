import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { activityAnswer, activityAnswers, searchPage } from '../../../testing/activity-answer';
import { openDiscover, page } from '../discover.test-helpers';

/** Discover's List: what each card says, and what the list says about the search. */

const card = (title: string) =>
  screen
    .getAllByRole('article')
    .find((a) => within(a).queryByRole('heading', { level: 3, name: title }));

beforeEach(() => {
  localStorage.clear();
  // The location dialog stays out of these tests (it has its own).
  sessionStorage.setItem('kidventure.locationPromptSkipped', '1');
});

describe('Discover list', { timeout: 20_000 }, () => {
  it('shows each card’s ages, and Full on a session with no place left', async () => {
    openDiscover({
      path: '/activities?tab=list',
      activities: () =>
        page([
          activityAnswer(1, { title: 'Junior Soccer Skills', ageMin: 4, ageMax: 8 }),
          activityAnswer(2, { title: 'Toddler Tumble', ageMin: 3, ageMax: 3, spotsLeft: 0 }),
        ]),
    });
    await screen.findByRole('heading', { level: 3, name: 'Junior Soccer Skills' });

    const open = card('Junior Soccer Skills');
    const full = card('Toddler Tumble');
    if (!open || !full) throw new Error('Both cards should be listed');
    expect(open).toHaveTextContent('Ages 4–8');
    expect(open).toHaveTextContent('8 spots left');
    expect(within(open).queryByText('Full')).not.toBeInTheDocument();
    expect(full).toHaveTextContent('Age 3');
    expect(within(full).getByText('Full')).toBeVisible();
    // A parent moving from link to link hears it with the title.
    expect(within(full).getByRole('link', { name: 'Toddler Tumble' })).toHaveAccessibleDescription(
      'Full',
    );
  });

  it('shows a weekly class as one card, with the session it was found by', async () => {
    openDiscover({
      path: '/activities?tab=list',
      activities: () =>
        page([
          activityAnswer(1, {
            title: 'Saturday Painting Club',
            bookingMode: 'term',
            priceCents: 12000,
            sessionCount: 8,
            date: '2027-01-09',
            lastDate: '2027-02-27',
            weekdays: [6],
            startTime: '09:00',
            next: { sessionId: 102, date: '2027-01-23', startTime: '09:00', endTime: '10:00' },
          }),
          activityAnswer(2, { title: 'Toddler Tumble', date: '2027-01-10' }),
        ]),
    });
    await screen.findByRole('heading', { level: 3, name: 'Saturday Painting Club' });
    const club = card('Saturday Painting Club');
    const tumble = card('Toddler Tumble');
    if (!club || !tumble) throw new Error('Both cards should be listed');
    expect(club).toHaveTextContent('8 Saturdays · from Jan 9, 9:00 AM');
    expect(club).toHaveTextContent('Next: Sat, Jan 23');
    expect(club).toHaveTextContent('per term');
    // One session: its date is the card's, with no Next line.
    expect(tumble).not.toHaveTextContent('Next:');
  });

  it("links the provider's name to their page: a link of its own beside the card's", async () => {
    const { user, location } = openDiscover({
      path: '/activities?tab=list',
      activities: () => page([activityAnswer(1, { title: 'Junior Soccer Skills' })]),
    });
    await screen.findByRole('heading', { level: 3, name: 'Junior Soccer Skills' });
    const soccer = card('Junior Soccer Skills');
    if (!soccer) throw new Error('The card should be listed');
    const title = within(soccer).getByRole('link', { name: 'Junior Soccer Skills' });
    const provider = within(soccer).getByRole('link', { name: 'Little Explorers' });
    expect(provider).toHaveAttribute('href', '/providers/little-explorers');
    // Siblings, never one link inside the other.
    expect(title.contains(provider) || provider.contains(title)).toBe(false);

    title.focus();
    await user.tab();
    expect(provider).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location().pathname).toBe('/providers/little-explorers'));
  });

  it('says how many activities were found, politely, and keeps it as more pages load', async () => {
    const { user } = openDiscover({
      path: '/activities?tab=list',
      activities: (q) =>
        q.get('cursor')
          ? { json: searchPage(activityAnswers(11, 10), 'last', { total: null }) }
          : { json: searchPage(activityAnswers(1, 10), 'next', { total: 24 }) },
    });
    const status = await screen.findByText('24 activities found');
    expect(status.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByText(/Showing results for/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20));
    expect(screen.getByText('24 activities found')).toBeInTheDocument();
  });

  it('says one activity, and 100+ when the count stopped at its cap', async () => {
    const { user } = openDiscover({
      path: '/activities?tab=list',
      activities: (q) =>
        q.get('q') === 'camp'
          ? { json: searchPage([activityAnswer(5, { title: 'Art Camp' })]) }
          : {
              json: searchPage(activityAnswers(1, 10), 'next', { total: 100, totalCapped: true }),
            },
    });
    expect(await screen.findByText('100+ activities found')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search activities' }), 'camp');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1), { timeout: 5000 });
    expect(screen.getByText('1 activity found')).toBeInTheDocument();
  });

  it('says how a misspelt search was read', async () => {
    openDiscover({
      path: '/activities?tab=list&q=socer',
      activities: (q) =>
        q.get('q') === 'socer'
          ? {
              json: searchPage([activityAnswer(1, { title: 'Junior Soccer Skills' })], null, {
                correctedQuery: 'soccer',
              }),
            }
          : page([]),
    });
    const phrase = await screen.findByText("Showing results for 'soccer'");
    expect(phrase.closest('[role="status"]')).toHaveTextContent(
      "Showing results for 'soccer'1 activity found",
    );
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
  });
});
