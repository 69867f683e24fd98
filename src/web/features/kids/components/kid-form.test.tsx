import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, renderApp, signedInMe, stubApi } from '../../../testing/render-app';
import { kidAnswer } from '../kids.test-helpers';

const me = { 'GET /api/me': { json: signedInMe() } };
const sectionButton = (name: string) => screen.getByRole('button', { name });

// Typing through whole forms takes a few seconds on a cold run.
describe('create kid profile form', { timeout: 20_000 }, () => {
  it('shows the schema messages next to the fields and sends nothing', async () => {
    const calls = stubApi(me);
    const { user } = renderApp('/profiles/new');
    await screen.findByRole('heading', { level: 1, name: 'Create Kid Profile' });
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));

    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('Date of birth')).toHaveAccessibleDescription(
      'Date of birth is required',
    );
    await waitFor(() => expect(name).toHaveFocus());

    await user.type(name, 'Ava');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('refuses a birth date after today', async () => {
    stubApi(me);
    const { user } = renderApp('/profiles/new');
    const birthDate = await screen.findByLabelText('Date of birth');
    expect(birthDate).toHaveAttribute('max');
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ava');
    await user.type(birthDate, '2999-01-01');
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));
    expect(birthDate).toHaveAccessibleDescription('Date of birth cannot be in the future');
  });

  it('creates a profile with every section and goes back to the list', async () => {
    const calls = stubApi({
      ...me,
      'POST /api/kids': (body) => ({
        status: 201,
        json: kidAnswer({ id: 'new-kid', ...(body as object) }),
      }),
      'GET /api/kids': { json: { items: [] } },
    });
    const { user, location } = renderApp('/profiles/new');
    await screen.findByRole('heading', { level: 1, name: 'Create Kid Profile' });

    const colours = within(screen.getByRole('radiogroup', { name: 'Avatar color' }));
    expect(colours.getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual([
      'Teal',
      'Blue',
      'Purple',
      'Pink',
      'Red',
      'Orange',
      'Gold',
      'Green',
    ]);
    expect(colours.getByRole('radio', { name: 'Teal' })).toBeChecked();
    await user.click(colours.getByRole('radio', { name: 'Purple' }));
    expect(colours.getByRole('radio', { name: 'Purple' })).toBeChecked();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), '  Ava Grace ');
    await user.type(screen.getByLabelText('Date of birth'), '2019-05-04');
    expect(screen.getAllByRole('checkbox')).toHaveLength(14);
    await user.click(screen.getByRole('checkbox', { name: 'Music' }));
    await user.click(screen.getByRole('checkbox', { name: 'Art' }));
    await user.type(screen.getByLabelText(/Allergies or health considerations/), 'Peanuts');
    const grade = screen.getByRole('combobox', { name: /School grade/ });
    expect(
      within(grade)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Select grade',
      'Preschool',
      'Kindergarten',
      '1st Grade',
      '2nd Grade',
      '3rd Grade',
      '4th Grade',
      '5th Grade',
      '6th Grade',
      'Not Applicable',
    ]);
    await user.selectOptions(grade, '1st Grade');

    expect(sectionButton('Emergency Contact')).toHaveAttribute('aria-expanded', 'false');
    await user.click(sectionButton('Emergency Contact'));
    await user.type(screen.getByRole('textbox', { name: 'Contact name' }), 'Grandma Jo');
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+1 555 010 2000');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Relationship' }),
      'Family Friend',
    );
    await user.click(sectionButton('Additional Information'));
    await user.type(screen.getByRole('textbox', { name: 'Good to know' }), 'Shy at first');
    await user.type(screen.getByRole('textbox', { name: 'Favorite things' }), 'Dinosaurs');
    // No documents before the profile exists.
    expect(screen.queryByRole('button', { name: 'Documents & Records' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Profile' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create Profile' }));
    await waitFor(() => expect(location().pathname).toBe('/profiles'));
    expect(await screen.findByText('Profile created')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Ava Grace',
      birthDate: '2019-05-04',
      // In the spec's order, whatever the order of the clicks.
      interests: ['Music', 'Art'],
      avatarColor: '#7c3aed',
      allergies: 'Peanuts',
      schoolGrade: '1st',
      schoolDistrict: null,
      goodToKnow: 'Shy at first',
      favoriteThings: 'Dinosaurs',
      dislikes: null,
      emergencyContact: { name: 'Grandma Jo', phone: '+1 555 010 2000', relationship: 'friend' },
    });
  });

  it('leaves out an emergency contact without a name', async () => {
    const calls = stubApi({
      ...me,
      'POST /api/kids': { status: 201, json: kidAnswer() },
      'GET /api/kids': { json: { items: [] } },
    });
    const { user, location } = renderApp('/profiles/new');
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Ava');
    await user.type(screen.getByLabelText('Date of birth'), '2019-05-04');
    await user.click(sectionButton('Emergency Contact'));
    await user.type(screen.getByRole('textbox', { name: 'Phone' }), '+1 555 010 2000');
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));
    await waitFor(() => expect(location().pathname).toBe('/profiles'));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      emergencyContact: null,
    });
  });

  it("keeps everything typed when saving fails, and shows the server's message", async () => {
    stubApi({
      ...me,
      'POST /api/kids': apiError(500, 'internal', 'Something went wrong on our side.'),
    });
    const { user, location } = renderApp('/profiles/edit/new');
    await screen.findByRole('heading', { level: 1, name: 'Create Kid Profile' });
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Ava');
    await user.type(screen.getByLabelText('Date of birth'), '2019-05-04');
    await user.click(screen.getByRole('checkbox', { name: 'Science' }));
    await user.click(screen.getByRole('button', { name: 'Create Profile' }));

    expect(await screen.findByText('Failed to save profile')).toBeInTheDocument();
    expect(screen.getByText('Something went wrong on our side.')).toBeInTheDocument();
    expect(location().pathname).toBe('/profiles/edit/new');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ava');
    expect(screen.getByLabelText('Date of birth')).toHaveValue('2019-05-04');
    expect(screen.getByRole('checkbox', { name: 'Science' })).toBeChecked();
  });

  it('Cancel goes back to the list', async () => {
    stubApi({ ...me, 'GET /api/kids': { json: { items: [] } } });
    const { user, location } = renderApp('/profiles/new');
    await user.click(await screen.findByRole('link', { name: 'Cancel' }));
    await waitFor(() => expect(location().pathname).toBe('/profiles'));
  });
});

describe('edit kid profile form', { timeout: 20_000 }, () => {
  it('opens the sections that hold something and saves the whole profile', async () => {
    const kid = kidAnswer({
      id: 'k1',
      name: 'Noah',
      interests: ['Sports'],
      emergencyContact: { name: 'Sam', phone: null, relationship: 'neighbor' },
    });
    const calls = stubApi({
      ...me,
      'GET /api/kids/k1': { json: kid },
      'PUT /api/kids/k1': (body) => ({ json: { ...kid, ...(body as object) } }),
      'GET /api/kids': { json: { items: [kid] } },
    });
    const { user, location } = renderApp('/profiles/edit/k1');
    await screen.findByRole('heading', { level: 1, name: 'Edit Kid Profile' });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Noah');
    expect(screen.getByRole('checkbox', { name: 'Sports' })).toBeChecked();

    expect(sectionButton('Emergency Contact')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Contact name' })).toHaveValue('Sam');
    expect(screen.getByRole('combobox', { name: 'Relationship' })).toHaveValue('neighbor');
    expect(sectionButton('Additional Information')).toHaveAttribute('aria-expanded', 'false');
    expect(sectionButton('Documents & Records')).toHaveAttribute('aria-expanded', 'false');

    await user.clear(screen.getByRole('textbox', { name: 'Name' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Noah James');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(location().pathname).toBe('/profiles'));
    expect(await screen.findByText('Profile updated')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      name: 'Noah James',
      interests: ['Sports'],
      emergencyContact: { name: 'Sam', phone: null, relationship: 'neighbor' },
    });
  });

  it('opens Additional Information alone when only that has content', async () => {
    stubApi({
      ...me,
      'GET /api/kids/k2': { json: kidAnswer({ id: 'k2', dislikes: 'Loud noises' }) },
    });
    renderApp('/profiles/edit/k2');
    await screen.findByRole('heading', { level: 1, name: 'Edit Kid Profile' });
    expect(sectionButton('Additional Information')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Dislikes' })).toHaveValue('Loud noises');
    expect(sectionButton('Emergency Contact')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Contact name' })).not.toBeInTheDocument();
  });

  it('asks before deleting the profile', async () => {
    const calls = stubApi({
      ...me,
      'GET /api/kids/k1': { json: kidAnswer({ id: 'k1', name: 'Noah' }) },
      'DELETE /api/kids/k1': { status: 204, json: null },
      'GET /api/kids': { json: { items: [] } },
    });
    const { user, location } = renderApp('/profiles/edit/k1');
    await user.click(await screen.findByRole('button', { name: 'Delete Profile' }));
    let dialog = await screen.findByRole('alertdialog', {
      name: 'Are you sure you want to delete this profile?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Profile' }));
    dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(location().pathname).toBe('/profiles'));
    expect(await screen.findByText('Profile deleted')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/kids/k1']);
  });

  it("shows 'Profile Not Found' for an unknown id", async () => {
    stubApi({
      ...me,
      'GET /api/kids/nope': apiError(404, 'kid_not_found', 'Child not found'),
    });
    renderApp('/profiles/edit/nope');
    await screen.findByRole('heading', { level: 1, name: 'Profile Not Found' });
    expect(screen.getByRole('link', { name: 'Back to Profiles' })).toHaveAttribute(
      'href',
      '/profiles',
    );
  });
});
