import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KID_INTERESTS } from '../../../../shared/family-options';
import { localIsoDate } from '../../../../shared/iso-date';
import { apiError, renderApp, stubApi, type ApiHandlers } from '../../../testing/render-app';
import { expectToast, kidAnswer, onboardingApi, stepHeading } from '../onboarding.test-helpers';

const openStep = async <K extends string = never>(handlers?: ApiHandlers<K>) => {
  const calls = stubApi({ ...onboardingApi(), ...handlers });
  const app = renderApp('/onboarding/kid-profile');
  await stepHeading('Your Kids');
  return { ...app, calls };
};

const child = (name: string) => screen.getByRole('group', { name });

describe('kid profile step', () => {
  it('starts with one child: name, birth date up to today, 14 interests, allergies', async () => {
    await openStep();
    const first = child('Child Information');
    expect(within(first).getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
    const birthDate = within(first).getByLabelText('Birth date');
    expect(birthDate).toHaveAttribute('type', 'date');
    expect(birthDate).toHaveAttribute('max', localIsoDate());
    const interests = within(first).getByRole('group', { name: 'Interests' });
    expect(
      within(interests)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([...KID_INTERESTS]);
    expect(within(first).getByRole('textbox', { name: /Allergies/ })).toBeInTheDocument();
    // The first child cannot be removed.
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('adds children titled Child 2, Child 3 …, removes them and renumbers', async () => {
    const { user } = await openStep();
    const add = screen.getByRole('button', { name: 'Add another child' });
    await user.click(add);
    expect(within(child('Child 2')).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.click(add);
    await user.type(within(child('Child 3')).getByRole('textbox', { name: 'Name' }), 'Leo');

    await user.click(screen.getByRole('button', { name: 'Remove Child 2' }));
    expect(screen.queryByRole('group', { name: 'Child 3' })).not.toBeInTheDocument();
    // Leo moved up and is now Child 2.
    expect(within(child('Child 2')).getByRole('textbox', { name: 'Name' })).toHaveValue('Leo');
    expect(add).toHaveFocus();
    expect(screen.getAllByRole('button', { name: /^Remove/ })).toHaveLength(1);
  });

  it('toggles interests on and off', async () => {
    const { user } = await openStep();
    const art = within(child('Child Information')).getByRole('button', { name: 'Art' });
    expect(art).toHaveAttribute('aria-pressed', 'false');
    await user.click(art);
    expect(art).toHaveAttribute('aria-pressed', 'true');
    await user.click(art);
    expect(art).toHaveAttribute('aria-pressed', 'false');
  });

  it("needs the first child's name and birth date", async () => {
    const { user, calls } = await openStep();
    const first = child('Child Information');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await expectToast('Incomplete profile', "Please fill in your child's name and birthdate.");
    const name = within(first).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(name).toHaveFocus());

    await user.type(name, 'Mia');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await expectToast('Incomplete profile', "Please fill in your child's name and birthdate.");
    expect(within(first).getByLabelText('Birth date')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('saves only the named children in one batch, then goes to preferences', async () => {
    const { user, calls, location } = await openStep({
      'POST /api/kids/batch': { status: 201, json: { items: [kidAnswer()] } },
    });
    const first = child('Child Information');
    await user.type(within(first).getByRole('textbox', { name: 'Name' }), ' Mia ');
    await user.type(within(first).getByLabelText('Birth date'), '2019-04-02');
    await user.click(within(first).getByRole('button', { name: 'Art' }));
    await user.click(within(first).getByRole('button', { name: 'Swimming' }));
    await user.type(within(first).getByRole('textbox', { name: /Allergies/ }), 'Peanuts');
    await user.click(screen.getByRole('button', { name: 'Add another child' }));
    await user.click(screen.getByRole('button', { name: 'Add another child' }));
    const third = child('Child 3');
    await user.type(within(third).getByRole('textbox', { name: 'Name' }), 'Leo');
    await user.type(within(third).getByLabelText('Birth date'), '2021-09-15');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location().pathname).toBe('/onboarding/preferences'));
    expect(calls.find((c) => c.path === '/api/kids/batch')?.body).toEqual({
      kids: [
        {
          name: 'Mia',
          birthDate: '2019-04-02',
          interests: ['Art', 'Swimming'],
          allergies: 'Peanuts',
        },
        { name: 'Leo', birthDate: '2021-09-15', interests: [], allergies: null },
      ],
    });
  });

  it('asks for the birth date of any other child that has a name', async () => {
    const { user, calls } = await openStep();
    const first = child('Child Information');
    await user.type(within(first).getByRole('textbox', { name: 'Name' }), 'Mia');
    await user.type(within(first).getByLabelText('Birth date'), '2019-04-02');
    await user.click(screen.getByRole('button', { name: 'Add another child' }));
    await user.type(within(child('Child 2')).getByRole('textbox', { name: 'Name' }), 'Leo');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await expectToast('Incomplete profile', "Please fill in your child's name and birthdate.");
    expect(within(child('Child 2')).getByLabelText('Birth date')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("shows the server's message when saving fails", async () => {
    const { user, location } = await openStep({
      'POST /api/kids/batch': apiError(400, 'validation_failed', 'Unknown interest'),
    });
    const first = child('Child Information');
    await user.type(within(first).getByRole('textbox', { name: 'Name' }), 'Mia');
    await user.type(within(first).getByLabelText('Birth date'), '2019-04-02');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await expectToast('Failed to save kid profiles', 'Unknown interest');
    expect(location().pathname).toBe('/onboarding/kid-profile');
  });

  it("'Skip for now' goes on without saving", async () => {
    const { user, calls, location } = await openStep();
    await user.type(
      within(child('Child Information')).getByRole('textbox', { name: 'Name' }),
      'Mia',
    );
    await user.click(screen.getByRole('button', { name: 'Skip for now' }));
    await waitFor(() => expect(location().pathname).toBe('/onboarding/preferences'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('mentions the children already added', async () => {
    await openStep({
      'GET /api/kids': { json: { items: [kidAnswer(), kidAnswer({ id: 'kid-2', name: 'Leo' })] } },
    });
    expect(await screen.findByText('Already added: Mia, Leo.')).toBeInTheDocument();
  });
});
