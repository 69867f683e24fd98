import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, renderApp, signedInMe, stubApi } from '../../../testing/render-app';
import { bookingAnswer } from '../../../testing/booking-answer';
import { bornYearsAgo, kidAnswer } from '../kids.test-helpers';

const me = { 'GET /api/me': { json: signedInMe() } };
const noBookings = { 'GET /api/bookings': { json: { items: [], nextCursor: null } } };

const LABELS = [
  'Allergies or health considerations',
  'School grade',
  'School district',
  'Good to know',
  'Favorite things',
  'Dislikes',
  'Emergency contact',
];

const details = () => within(screen.getByRole('tabpanel', { name: 'Profile Details' }));
const termsShown = () =>
  details()
    .getAllByRole('term')
    .map((dt) => dt.textContent);

// Cold runs load the lazy screens slowly.
describe('kid profile page', { timeout: 15_000 }, () => {
  it('shows every optional field that is set, with the spec labels', async () => {
    stubApi({
      ...me,
      'GET /api/kids/k1': {
        json: kidAnswer({
          id: 'k1',
          name: 'Mia Rose',
          birthDate: bornYearsAgo(6),
          interests: ['Art', 'Music', 'Dance'],
          allergies: 'Peanuts',
          schoolGrade: '2nd',
          schoolDistrict: 'Oak Valley USD',
          goodToKnow: 'Needs a nap at noon',
          favoriteThings: 'Painting',
          dislikes: 'Loud noises',
          emergencyContact: { name: 'Jo Park', phone: '+1 555 010 2000', relationship: 'friend' },
        }),
      },
    });
    renderApp('/profiles/k1');
    await screen.findByRole('heading', { level: 1, name: 'Mia Rose' });
    expect(screen.getByText('6 years')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Edit Mia Rose's profile" })).toHaveAttribute(
      'href',
      '/profiles/edit/k1',
    );

    expect(termsShown()).toEqual(['Date of birth', 'Interests', ...LABELS]);
    expect(details().getByText('2nd Grade')).toBeInTheDocument();
    expect(details().getByText('Oak Valley USD')).toBeInTheDocument();
    expect(details().getByText('Family Friend')).toBeInTheDocument();
    expect(details().getByRole('link', { name: '+1 555 010 2000' })).toHaveAttribute(
      'href',
      'tel:+15550102000',
    );
    // All interests here, not only two.
    expect(details().getByText('Dance')).toBeInTheDocument();
  });

  it('leaves out the optional fields that are not set', async () => {
    stubApi({ ...me, 'GET /api/kids/k2': { json: kidAnswer({ id: 'k2', name: 'Leo' }) } });
    renderApp('/profiles/k2');
    await screen.findByRole('heading', { level: 1, name: 'Leo' });
    expect(termsShown()).toEqual(['Date of birth']);
  });

  it('has real tabs; View Bookings switches to the empty Bookings tab', async () => {
    stubApi({ ...me, ...noBookings, 'GET /api/kids/k1': { json: kidAnswer({ id: 'k1' }) } });
    const { user, location } = renderApp('/profiles/k1');
    await screen.findByRole('heading', { level: 1, name: 'Mia Rose' });

    const detailsTab = screen.getByRole('tab', { name: 'Profile Details' });
    const bookingsTab = await screen.findByRole('tab', { name: 'Bookings (0)' });
    expect(detailsTab).toHaveAttribute('aria-selected', 'true');
    expect(bookingsTab).toHaveTextContent('0');
    expect(screen.getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      '/profiles/edit/k1',
    );

    await user.click(screen.getByRole('button', { name: 'View Bookings' }));
    expect(bookingsTab).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(bookingsTab).toHaveFocus());
    const panel = screen.getByRole('tabpanel', { name: 'Bookings (0)' });
    expect(within(panel).getByRole('heading', { name: 'No bookings yet' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Book New Activity' })).toHaveAttribute(
      'href',
      '/activities',
    );
    expect(location().search).toBe('?tab=bookings');

    await user.click(detailsTab);
    expect(detailsTab).toHaveAttribute('aria-selected', 'true');
    expect(location().search).toBe('');
  });

  it("lists the child's bookings, newest first, each linking to its activity", async () => {
    const pottery = bookingAnswer({
      activity: {
        id: 31,
        title: 'Pottery for Kids',
        date: '2026-12-05',
        startTime: '14:00',
        endTime: '15:30',
      },
      kids: [
        { id: 'k1', name: 'Mia Rose', avatarColor: '#0f766e' },
        { id: 'k9', name: 'Leo', avatarColor: '#7c3aed' },
      ],
    });
    const soccer = bookingAnswer({
      activity: { id: 12, title: 'Soccer Stars', date: '2026-11-28', endTime: '10:30' },
      status: 'cancelled',
      cancellation: null,
    });
    const kidIds: (string | null)[] = [];
    stubApi({
      ...me,
      'GET /api/kids/k1': { json: kidAnswer({ id: 'k1' }) },
      'GET /api/bookings': (_body, url) => {
        kidIds.push(url.searchParams.get('kidId'));
        return { json: { items: [pottery, soccer], nextCursor: null } };
      },
    });
    const { user } = renderApp('/profiles/k1');
    const tab = await screen.findByRole('tab', { name: 'Bookings (2)' });
    expect(tab).toHaveTextContent('2');
    await user.click(tab);
    const panel = screen.getByRole('tabpanel', { name: 'Bookings (2)' });
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0] as HTMLElement).getByRole('link')).toHaveAccessibleName(
      'Pottery for Kids',
    );
    expect(within(items[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/activities/31',
    );
    expect(items[0]).toHaveTextContent('Sat, Dec 5 · 2:00 PM – 3:30 PM');
    expect(items[0]).toHaveTextContent('With Leo');
    expect(items[1]).toHaveTextContent('Soccer Stars');
    expect(items[1]).toHaveTextContent('Cancelled');
    expect(items[1]).toHaveTextContent('Sat, Nov 28 · 9:30 AM – 10:30 AM');
    expect(within(panel).getByRole('link', { name: 'Book New Activity' })).toHaveAttribute(
      'href',
      '/activities',
    );
    expect(kidIds).toEqual(['k1']);
  });

  it("shows 'Profile Not Found' for an unknown or another parent's id", async () => {
    stubApi({ ...me, 'GET /api/kids/other': apiError(404, 'kid_not_found', 'Child not found') });
    const { user, location } = renderApp('/profiles/other');
    await screen.findByRole('heading', { level: 1, name: 'Profile Not Found' });
    stubApi({ ...me, 'GET /api/kids': { json: { items: [] } } });
    await user.click(screen.getByRole('link', { name: 'Back to Profiles' }));
    await waitFor(() => expect(location().pathname).toBe('/profiles'));
  });
});
