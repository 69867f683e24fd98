import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { importActivity } from './booking-fixtures';
import { expect, isPhoneLayout, skipLocationPrompt, test, toast } from './fixtures';
import { expectNoAxeViolations, FIRST_LOAD, shot } from './page-checks';
import { liveStreamReady, watchLiveStream } from './live-stream';

/** The header's bell: a link to the page on a phone, the popover's button on a wide screen. */
const bell = (page: Page, name: string) =>
  page
    .getByRole('banner')
    .getByRole(isPhoneLayout(page) ? 'link' : 'button', { name, exact: true });

test.describe('Saved searches', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a search with nothing yet is saved; an import that brings a match rings the bell, and leads back to it', async ({
    page,
    signedInParent: _,
  }) => {
    // A word no activity has yet.
    const word = `Zephyr${randomUUID().slice(0, 6).replace(/\d/g, 'q')}`;
    await skipLocationPrompt(page);
    await watchLiveStream(page);
    await page.goto(`/activities?tab=list&q=${word}`);
    await expect(page.getByText('No activities found')).toBeVisible(FIRST_LOAD);
    const tellMe = page.getByRole('button', { name: 'Tell me about new ones' });
    await expectNoAxeViolations(page, 'Discover with a search to save');
    await shot(page, 'saved-search-offer', { fullPage: false });
    await tellMe.click();
    await expect(toast(page, 'Saved. We’ll tell you about new ones.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Saved searches' })).toBeVisible();
    await shot(page, 'saved-search-saved', { fullPage: false });

    // The catalogue gains a match; this tab, live, is not reloaded.
    await liveStreamReady(page);
    const activity = await importActivity(page.request, { title: word });
    await expect(bell(page, 'Notifications, 1 unread')).toBeVisible({ timeout: 15_000 });

    await page.goto('/notifications');
    const notice = page.getByRole('link', { name: `Unread: New for your search: “${word}”` });
    await expect(notice).toContainText('1 new activity matches');
    await notice.click();
    await expect(page).toHaveURL(/\/activities\?/);
    await expect(page.getByRole('heading', { level: 3, name: activity.title })).toBeVisible();

    // A finder request is saved the same way, under its answer.
    await page.goto('/boredom-bot?prompt=swimming%20lessons%20on%20saturday');
    await expect(page.getByRole('heading', { level: 2, name: /Found|Perfect match/ })).toBeVisible(
      FIRST_LOAD,
    );
    await page.getByRole('button', { name: 'Tell me about new ones' }).click();
    await expect(page.getByRole('link', { name: 'Saved searches' })).toBeVisible();
    await shot(page, 'saved-search-finder');

    await page.goto('/settings#saved-searches');
    const section = page.getByRole('region', { name: 'Saved searches' });
    await expect(section.getByRole('link', { name: '“swimming lessons on saturday”' })).toBeVisible(
      FIRST_LOAD,
    );
    const row = section.getByRole('link', { name: `“${word}”` });
    await expect(row).toBeVisible(FIRST_LOAD);
    await expectNoAxeViolations(page, 'saved searches in settings', {
      include: '#saved-searches',
    });
    await section.scrollIntoViewIfNeeded();
    await shot(page, 'saved-searches-settings', { fullPage: false });
    await section.getByRole('button', { name: `Remove saved search: “${word}”` }).click();
    await expect(toast(page, 'Saved search removed')).toBeVisible();
    await expect(row).toHaveCount(0);
    await section
      .getByRole('button', { name: 'Remove saved search: “swimming lessons on saturday”' })
      .click();
    await expect(section.getByText(/No saved searches yet/)).toBeVisible();
  });

  test('on a wide screen, the offer and the saved searches pass the audit @desktop-only', async ({
    page,
    signedInParent: _,
  }) => {
    await skipLocationPrompt(page);
    await page.goto('/activities?tab=list&q=swim');
    await expect(page.getByRole('button', { name: 'Tell me about new ones' })).toBeVisible(
      FIRST_LOAD,
    );
    await expectNoAxeViolations(page, 'Discover with a search to save');
    await shot(page, 'saved-search-offer', { fullPage: false });
    await page.getByRole('button', { name: 'Tell me about new ones' }).click();
    await expect(page.getByRole('link', { name: 'Saved searches' })).toBeVisible();

    await page.goto('/settings#saved-searches');
    const section = page.getByRole('region', { name: 'Saved searches' });
    await expect(section.getByRole('link', { name: '“swim”' })).toBeVisible(FIRST_LOAD);
    await expectNoAxeViolations(page, 'saved searches in settings', {
      include: '#saved-searches',
    });
    await section.scrollIntoViewIfNeeded();
    await shot(page, 'saved-searches-settings', { fullPage: false });
  });
});
