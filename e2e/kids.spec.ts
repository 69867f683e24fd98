import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { ageInYears } from '../src/shared/age';
import { localIsoDate } from '../src/shared/iso-date';
import { createParent, expect, test, toast } from './fixtures';
import { createKid, minimalPdf } from './fixtures-kids';
import { expectNoAxeViolations } from './page-checks';

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const section = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const years = (birthDate: string) => {
  const n = ageInYears(birthDate, localIsoDate());
  return `${n} ${n === 1 ? 'year' : 'years'}`;
};

test.describe('kid profiles', () => {
  test('create a profile with every section, see it, then edit it', async ({
    page,
    signedInParent: _,
  }) => {
    await page.goto('/profiles');
    await expect(page.getByRole('heading', { name: 'No kid profiles yet' })).toBeVisible();
    await page.getByRole('link', { name: 'Add Child' }).click();
    await expect(page).toHaveURL('/profiles/new');
    await expect(h1(page, 'Create Kid Profile')).toBeVisible();

    await page.getByRole('radio', { name: 'Purple' }).click();
    await expect(page.getByRole('radio', { name: 'Purple' })).toBeChecked();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Mia Rose');
    await page.getByLabel('Date of birth').fill('2018-04-12');
    for (const interest of ['Art', 'Music', 'Dance']) {
      await page.getByRole('checkbox', { name: interest }).check();
    }
    await page.getByLabel(/Allergies or health considerations/).fill('Peanuts');
    await page.getByRole('combobox', { name: /School grade/ }).selectOption('2nd Grade');
    await page.getByRole('textbox', { name: /School district/ }).fill('Oak Valley USD');

    await section(page, 'Emergency Contact').click();
    await page.getByRole('textbox', { name: 'Contact name' }).fill('Jo Park');
    await page.getByRole('textbox', { name: 'Phone' }).fill('+1 555 010 2000');
    await page.getByRole('combobox', { name: 'Relationship' }).selectOption('Family Friend');
    // The section opens and closes from the keyboard too.
    const additional = section(page, 'Additional Information');
    await additional.focus();
    await page.keyboard.press('Enter');
    await expect(additional).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('textbox', { name: 'Good to know' }).fill('Shy at first');
    await page.getByRole('textbox', { name: 'Favorite things' }).fill('Dinosaurs');
    await page.getByRole('textbox', { name: 'Dislikes' }).fill('Loud noises');

    await page.getByRole('button', { name: 'Create Profile' }).click();
    await expect(page).toHaveURL('/profiles');
    await expect(toast(page, 'Profile created')).toBeVisible();
    const card = page.getByRole('link', { name: /Mia Rose/ });
    await expect(card).toContainText(years('2018-04-12'));
    await expect(card.getByRole('listitem')).toHaveText(['Music', 'Art', '+1']);

    await card.click();
    await expect(h1(page, 'Mia Rose')).toBeVisible();
    const details = page.getByRole('tabpanel', { name: 'Profile Details' });
    for (const text of [
      'Peanuts',
      '2nd Grade',
      'Oak Valley USD',
      'Shy at first',
      'Dinosaurs',
      'Loud noises',
      'Jo Park',
      'Family Friend',
      '+1 555 010 2000',
    ]) {
      await expect(details.getByText(text, { exact: true })).toBeVisible();
    }
    // Real tabs: arrow keys move between them.
    await page.getByRole('tab', { name: 'Profile Details' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Bookings (0)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('heading', { name: 'No bookings yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Book New Activity' })).toHaveAttribute(
      'href',
      '/activities',
    );
    await page.getByRole('tab', { name: 'Profile Details' }).click();

    await page.getByRole('link', { name: 'Edit Profile' }).click();
    await expect(h1(page, 'Edit Kid Profile')).toBeVisible();
    await expect(section(page, 'Emergency Contact')).toHaveAttribute('aria-expanded', 'true');
    await expect(section(page, 'Additional Information')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('textbox', { name: 'Contact name' })).toHaveValue('Jo Park');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Mia Grace');
    await page.getByRole('checkbox', { name: 'Dance' }).uncheck();
    await page.getByRole('textbox', { name: 'Dislikes' }).fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();

    await expect(page).toHaveURL('/profiles');
    await expect(toast(page, 'Profile updated')).toBeVisible();
    const edited = page.getByRole('link', { name: /Mia Grace/ });
    await expect(edited.getByRole('listitem')).toHaveText(['Music', 'Art']);
    await edited.click();
    await expect(h1(page, 'Mia Grace')).toBeVisible();
    await expect(page.getByText('Loud noises')).toHaveCount(0);
    await expect(page.getByText('Dislikes', { exact: true })).toHaveCount(0);
  });

  test('shows the form errors from the shared schema', async ({ page, signedInParent: _ }) => {
    await page.goto('/profiles/new');
    await page.getByRole('button', { name: 'Create Profile' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Date of birth is required')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
    await expect(page).toHaveURL('/profiles/new');
  });

  test('upload a PDF, download it, then delete it', async ({ page, signedInParent: _ }) => {
    const kid = await createKid(page.request, { name: 'Noah Park' });
    const pdf = minimalPdf();
    await page.goto(`/profiles/edit/${kid.id}`);
    await expect(h1(page, 'Edit Kid Profile')).toBeVisible();
    await section(page, 'Documents & Records').click();
    await expect(page.getByText('No documents yet')).toBeVisible();

    await page.getByRole('button', { name: 'Upload Document' }).click();
    await expect(toast(page, 'Error')).toContainText(
      'Please provide a document name and select a file',
    );

    await page.getByLabel('File', { exact: true }).setInputFiles({
      name: 'vaccination-record.2026.pdf',
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    await expect(page.getByRole('textbox', { name: 'Document name' })).toHaveValue(
      'vaccination-record',
    );
    await page.getByRole('button', { name: 'Upload Document' }).click();
    await expect(toast(page, 'Document uploaded successfully')).toBeVisible();

    const list = page.getByRole('list', { name: 'Documents' });
    const row = list.getByRole('listitem').filter({ hasText: 'vaccination-record' });
    await expect(row).toContainText(/PDF · [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    const open = row.getByRole('link', { name: 'Open vaccination-record' });
    await expect(open).toHaveAttribute('target', '_blank');
    const inline = await page.request.get((await open.getAttribute('href')) ?? '');
    expect(inline.headers()['content-type']).toBe('application/pdf');
    expect(inline.headers()['content-disposition']).toMatch(/^inline/);

    const downloading = page.waitForEvent('download');
    await row.getByRole('link', { name: 'Download vaccination-record' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('vaccination-record.pdf');
    expect(Buffer.compare(await readFile(await download.path()), pdf)).toBe(0);

    await row.getByRole('button', { name: 'Delete vaccination-record' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this document?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Document deleted')).toContainText('The document has been removed');
    await expect(page.getByText('No documents yet')).toBeVisible();
  });

  test('delete a profile after confirming', async ({ page, signedInParent: _ }) => {
    const kid = await createKid(page.request, { name: 'Ivy Stone' });
    await page.goto(`/profiles/edit/${kid.id}`);
    await page.getByRole('button', { name: 'Delete Profile' }).click();
    const dialog = page.getByRole('alertdialog', {
      name: 'Are you sure you want to delete this profile?',
    });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`/profiles/edit/${kid.id}`);

    await page.getByRole('button', { name: 'Delete Profile' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL('/profiles');
    await expect(toast(page, 'Profile deleted')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No kid profiles yet' })).toBeVisible();

    await page.goto(`/profiles/${kid.id}`);
    await expect(h1(page, 'Profile Not Found')).toBeVisible();
  });

  test("another parent's profile is not found", async ({ page, signedInParent: _, playwright }) => {
    const other = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
    await createParent(other);
    const theirs = await createKid(other, { name: 'Not Yours' });
    await other.dispose();

    for (const path of [`/profiles/${theirs.id}`, `/profiles/edit/${theirs.id}`]) {
      await page.goto(path);
      await expect(h1(page, 'Profile Not Found')).toBeVisible();
      await expect(page.getByText('Not Yours')).toHaveCount(0);
    }
    await page.getByRole('link', { name: 'Back to Profiles' }).click();
    await expect(page).toHaveURL('/profiles');
  });

  test('a signed-out visitor signs in first and comes back', async ({ page }) => {
    await page.goto('/profiles/new');
    await expect(page).toHaveURL('/auth?redirectTo=%2Fprofiles%2Fnew');
  });

  test.describe('accessibility', { tag: '@desktop' }, () => {
    test.use({ reducedMotion: 'reduce' });

    test('the kid screens pass axe (WCAG 2.2 AA)', async ({ page, signedInParent: _ }) => {
      const kid = await createKid(page.request, {
        name: 'Ava Lin',
        allergies: 'Pollen',
        goodToKnow: 'Loves questions',
        emergencyContact: { name: 'Sam Lin', phone: '+1 555 010 3000', relationship: 'aunt-uncle' },
      });
      const scan = (name: string) => expectNoAxeViolations(page, name);
      await page.goto('/profiles');
      await expect(page.getByRole('link', { name: /Ava Lin/ })).toBeVisible();
      await scan('list');
      await page.goto(`/profiles/edit/${kid.id}`);
      await section(page, 'Documents & Records').click();
      await expect(page.getByText('No documents yet')).toBeVisible();
      await scan('edit form');
      await page.goto(`/profiles/${kid.id}`);
      await expect(h1(page, 'Ava Lin')).toBeVisible();
      await scan('details tab');
      await page.getByRole('button', { name: 'View Bookings' }).click();
      await expect(page.getByRole('heading', { name: 'No bookings yet' })).toBeVisible();
      await scan('bookings tab');
    });
  });
});
