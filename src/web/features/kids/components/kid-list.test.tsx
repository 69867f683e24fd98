import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  apiError,
  renderApp,
  SIGNED_OUT_ME,
  signedInMe,
  stubApi,
} from '../../../testing/render-app';
import { bornYearsAgo, kidAnswer } from '../kids.test-helpers';

const me = { 'GET /api/me': { json: signedInMe() } };

// Cold runs load the lazy screens slowly.
describe('kid profiles list', { timeout: 15_000 }, () => {
  it('shows each child with initials, age, two interests and a +N chip', async () => {
    stubApi({
      ...me,
      'GET /api/kids': {
        json: {
          items: [
            kidAnswer({
              id: 'k-leo',
              name: 'Leo',
              birthDate: bornYearsAgo(1),
              interests: ['Sports', 'Math'],
            }),
            kidAnswer({
              id: 'k-mia',
              name: 'Mia Rose',
              birthDate: bornYearsAgo(7),
              interests: ['Art', 'Music', 'Dance', 'Swimming'],
              avatarColor: '#7c3aed',
            }),
            kidAnswer({ id: 'k-zed', name: 'Zed', birthDate: bornYearsAgo(12), interests: [] }),
          ],
        },
      },
    });
    renderApp('/profiles');
    await screen.findByRole('heading', { level: 1, name: 'Kid Profiles' });

    const cards = await screen.findAllByRole('link', { name: /Leo|Mia Rose|Zed/ });
    // In the API's order (by name).
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Leo',
      'Mia Rose',
      'Zed',
    ]);
    const [leo, mia, zed] = cards as [HTMLElement, HTMLElement, HTMLElement];

    expect(mia).toHaveAttribute('href', '/profiles/k-mia');
    expect(mia).toHaveTextContent('MR');
    expect(within(mia).getByText('7 years')).toBeInTheDocument();
    const miaInterests = within(mia)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(miaInterests).toEqual(['Art', 'Music', '+2']);

    expect(within(leo).getByText('1 year')).toBeInTheDocument();
    expect(
      within(leo)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Sports', 'Math']);
    expect(within(zed).getByText('12 years')).toBeInTheDocument();
    expect(within(zed).queryByRole('list')).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Add Child' })).toHaveAttribute(
      'href',
      '/profiles/new',
    );
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('invites the parent to add a first child when there are none', async () => {
    stubApi({ ...me, 'GET /api/kids': { json: { items: [] } } });
    const { user, location } = renderApp('/profiles');
    expect(await screen.findByRole('heading', { name: 'No kid profiles yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Add Child' }));
    await screen.findByRole('heading', { level: 1, name: 'Create Kid Profile' });
    expect(location().pathname).toBe('/profiles/new');
  });

  it('says when the list cannot load and tries again', async () => {
    // The header asks for the same list (avatar letter): fail every request until the retry.
    let failing = true;
    stubApi({
      ...me,
      'GET /api/kids': () =>
        failing
          ? apiError(401, 'unauthorized', 'User not authenticated')
          : { json: { items: [kidAnswer()] } },
    });
    const { user } = renderApp('/profiles');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load your kid profiles");
    expect(alert).toHaveTextContent('User not authenticated');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Mia Rose/ })).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in, then back here', async () => {
    const calls = stubApi({ 'GET /api/me': { json: SIGNED_OUT_ME } });
    const { location } = renderApp('/profiles/edit/k-1');
    await waitFor(() => expect(location().pathname).toBe('/auth'));
    expect(location().search).toBe('?redirectTo=%2Fprofiles%2Fedit%2Fk-1');
    expect(calls.some((c) => c.path.startsWith('/api/kids'))).toBe(false);
  });
});
