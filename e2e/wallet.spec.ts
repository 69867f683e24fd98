import type { Locator, Page } from '@playwright/test';
import { expect, test, toast } from './fixtures';
import { expectNoAxeViolations, shot } from './page-checks';
import { addCard, futureExpiry, issueGiftCard, TEST_CARDS } from './wallet-fixtures';

const h1 = (page: Page) => page.getByRole('heading', { level: 1, name: 'My Wallet' });
const balance = (page: Page) =>
  page.getByRole('region', { name: 'Wallet Balance' }).getByText(/^\$[\d,]+\.\d\d$/);
const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name });
const cardsList = (page: Page) =>
  panel(page, 'Payment Methods').getByRole('region', { name: 'Credit & Debit Cards' });
const cardItem = (page: Page, text: string) =>
  cardsList(page).getByRole('listitem').filter({ hasText: text });
const defaultBadge = (item: Locator) => item.getByText('Default', { exact: true });

async function openWallet(page: Page) {
  await page.goto('/wallet');
  await expect(h1(page)).toBeVisible({ timeout: 15_000 });
  await expect(balance(page)).toBeVisible();
}

async function fillCard(form: Locator, cardNumber: string, expiry = futureExpiry()) {
  await form.getByLabel('Card number').fill(cardNumber);
  await form.getByLabel('Cardholder name').fill('Sam Parent');
  await form.getByLabel('Expiry date').fill(expiry);
  await form.getByLabel('CVV').fill('123');
}

const addCardForm = (page: Page) => page.getByRole('form', { name: 'Add Card' });

test.describe('wallet', () => {
  // Whole journeys through a real server and gateway: more than the default 30 s on a busy machine.
  test.slow();

  test('a signed-out visitor is sent to sign in', async ({ page }) => {
    await page.goto('/wallet');
    await expect(page).toHaveURL('/auth?redirectTo=%2Fwallet', { timeout: 15_000 });
  });

  test('add a card, add a second, set it default, remove the first', async ({
    page,
    signedInParent: _,
  }) => {
    await openWallet(page);
    await shot(page, 'overview-empty');
    await tab(page, 'Payment Methods').click();
    await expect(panel(page, 'Payment Methods')).toContainText('No payment methods added yet.');
    await shot(page, 'methods-empty');

    await page.getByRole('button', { name: 'Add Card' }).click();
    const form = addCardForm(page);
    await form.getByLabel('Card number').pressSequentially('4242424242424242');
    await expect(form.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
    await form.getByLabel('Cardholder name').fill('Sam Parent');
    await form.getByLabel('Expiry date').pressSequentially(futureExpiry().replace('/', ''));
    await expect(form.getByLabel('Expiry date')).toHaveValue(futureExpiry());
    await form.getByLabel('CVV').fill('123');
    await shot(page, 'add-card-form');
    await form.getByRole('button', { name: 'Add Card' }).click();

    await expect(toast(page, 'Payment method added')).toContainText(
      'Card ending in 4242 has been added successfully.',
    );
    await expect(form).toBeHidden();
    await expect(defaultBadge(cardItem(page, '4242'))).toBeVisible();
    await expect(cardItem(page, '4242')).toContainText('Visa');
    await expect(cardItem(page, '4242')).toContainText(`Expires ${futureExpiry()}`);

    await page.getByRole('button', { name: 'Add Card' }).click();
    await fillCard(form, '5555 5555 5555 4444');
    await form.getByRole('button', { name: 'Add Card' }).click();
    await expect(toast(page, 'Payment method added')).toContainText('Card ending in 4444');
    await expect(cardItem(page, '4444')).toContainText('MasterCard');
    await expect(defaultBadge(cardItem(page, '4444'))).toHaveCount(0);

    await page.getByRole('button', { name: 'Set Default: MasterCard ending in 4444' }).click();
    await expect(defaultBadge(cardItem(page, '4444'))).toBeVisible();
    await expect(defaultBadge(cardItem(page, '4242'))).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: 'Set Default: Visa ending in 4242' }),
    ).toBeVisible();
    await shot(page, 'methods-two-cards');

    await page.getByRole('button', { name: 'Remove Visa ending in 4242' }).click();
    const confirm = page.getByRole('alertdialog', {
      name: 'Are you sure you want to remove this payment method?',
    });
    await expect(confirm).toBeVisible();
    await shot(page, 'remove-confirm');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(confirm).toBeHidden();
    await expect(cardItem(page, '4242')).toHaveCount(0);
    await expect(cardsList(page).getByRole('listitem')).toHaveCount(1);

    // Still there after a reload: the server keeps it.
    await page.reload();
    await tab(page, 'Payment Methods').click();
    await expect(defaultBadge(cardItem(page, '4444'))).toBeVisible();
  });

  test("the form's rules: a mistyped number and an expired card", async ({
    page,
    signedInParent: _,
  }) => {
    await openWallet(page);
    await tab(page, 'Payment Methods').click();
    await page.getByRole('button', { name: 'Add Card' }).click();
    const form = addCardForm(page);
    await fillCard(form, '4242 4242 4242 4241', '01/20');
    await form.getByRole('button', { name: 'Add Card' }).click();
    await expect(form.getByLabel('Card number')).toHaveAccessibleDescription(
      'This card number is not valid. Please check it and try again.',
    );
    await expect(form.getByLabel('Expiry date')).toHaveAccessibleDescription(
      'This card has expired',
    );
    await expect(form.getByLabel('Card number')).toBeFocused();
    await shot(page, 'add-card-errors');

    await form.getByLabel('Card number').fill('4242 42');
    await expect(form.getByLabel('Card number')).toHaveAccessibleDescription(
      'Card number must be 16 digits',
    );
    await form.getByLabel('Expiry date').fill('13/40');
    await expect(form.getByLabel('Expiry date')).toHaveAccessibleDescription(
      'Expiry date must be in MM/YY format',
    );
  });

  test('redeem a gift card once; the same code again is refused', async ({
    page,
    signedInParent: _,
  }) => {
    const code = await issueGiftCard(25);
    await openWallet(page);
    await expect(balance(page)).toHaveText('$0.00');

    await page.getByRole('button', { name: 'Add Gift Card' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Gift Card' });
    const input = dialog.getByLabel('Gift card code');
    // Typed in lower case with spaces: the field tidies it.
    await input.pressSequentially(`${code.slice(0, 4).toLowerCase()} ${code.slice(4)}`);
    await expect(input).toHaveValue(code);
    await shot(page, 'gift-card-dialog');
    await dialog.getByRole('button', { name: 'Add Gift Card' }).click();

    await expect(toast(page, 'Gift card added')).toContainText(
      'Successfully added a $25 gift card to your account.',
    );
    await expect(dialog).toBeHidden();
    await expect(balance(page)).toHaveText('$25.00');
    const row = panel(page, 'Overview')
      .getByRole('listitem')
      .filter({ hasText: `Gift card added: ${code}` });
    // Money in is green.
    await expect(row.getByText('+$25.00')).toHaveClass(/text-emerald-700/);
    await shot(page, 'overview-after-gift-card');

    await tab(page, 'Payment Methods').click();
    const gifts = panel(page, 'Payment Methods').getByRole('region', { name: 'Gift Cards' });
    await expect(gifts).toContainText(`${code.slice(0, 4)}•`);
    await expect(gifts).toContainText('$25');
    await expect(gifts).not.toContainText(code);

    await page.getByRole('button', { name: 'Add Gift Card' }).click();
    await dialog.getByLabel('Gift card code').fill(code);
    await dialog.getByRole('button', { name: 'Add Gift Card' }).click();
    await expect(dialog.getByLabel('Gift card code')).toHaveAccessibleDescription(
      'This gift card has already been redeemed.',
    );
    await shot(page, 'gift-card-refused');
    await page.keyboard.press('Escape');
    await expect(balance(page)).toHaveText('$25.00');
  });

  test('top up with a good card; a declined card shows why', async ({
    page,
    signedInParent: _,
  }) => {
    await addCard(page.request, TEST_CARDS.ok);
    await addCard(page.request, TEST_CARDS.declined);
    await openWallet(page);

    await page.getByRole('button', { name: 'Top Up Balance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Top Up Balance' });
    await expect(dialog.getByRole('radio', { name: /Visa ending in 4242/ })).toBeChecked();
    await shot(page, 'top-up-dialog');
    await dialog.getByRole('button', { name: 'Top Up $50.00' }).click();
    await expect(toast(page, 'Balance topped up')).toContainText('$50.00');
    await expect(dialog).toBeHidden();
    await expect(balance(page)).toHaveText('$50.00');

    await page.getByRole('button', { name: 'Top Up Balance' }).click();
    await dialog.getByRole('radio', { name: /Visa ending in 0002/ }).check();
    await dialog.getByRole('radio', { name: '$20' }).check();
    await dialog.getByRole('button', { name: 'Top Up $20.00' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'Your card was declined. Please use another card.',
    );
    await shot(page, 'top-up-declined');
    await page.keyboard.press('Escape');
    await expect(balance(page)).toHaveText('$50.00');

    await tab(page, 'Transactions').click();
    const history = panel(page, 'Transactions').getByRole('listitem');
    await expect(history).toHaveCount(1);
    await expect(history.first()).toContainText('Top up from Visa ending in 4242');
    await expect(history.first()).toContainText('+$50.00');
    await shot(page, 'transactions');
  });

  test('top up with no saved card leads to the add-card form', async ({
    page,
    signedInParent: _,
  }) => {
    await openWallet(page);
    await page.getByRole('button', { name: 'Top Up Balance' }).click();
    const dialog = page.getByRole('dialog', { name: 'Top Up Balance' });
    await shot(page, 'top-up-no-card');
    await dialog.getByRole('button', { name: 'Add Card' }).click();
    await expect(dialog).toBeHidden();
    await expect(addCardForm(page).getByLabel('Card number')).toBeFocused();
  });

  test.describe('accessibility', { tag: '@desktop' }, () => {
    test.use({ reducedMotion: 'reduce' });

    test('no axe violations (WCAG 2.2 AA) on the wallet and its dialogs', async ({
      page,
      signedInParent: _,
    }) => {
      await addCard(page.request, TEST_CARDS.ok);
      const code = await issueGiftCard(30);
      await openWallet(page);
      await page.getByRole('button', { name: 'Add Gift Card' }).click();
      const gift = page.getByRole('dialog', { name: 'Add Gift Card' });
      await gift.getByLabel('Gift card code').fill(code);
      await gift.getByRole('button', { name: 'Add Gift Card' }).click();
      await expect(balance(page)).toHaveText('$30.00');

      await expectNoAxeViolations(page, 'overview');
      await tab(page, 'Payment Methods').click();
      await page.getByRole('button', { name: 'Add Card' }).click();
      await addCardForm(page).getByRole('button', { name: 'Add Card' }).click();
      await expectNoAxeViolations(page, 'payment methods with form errors');
      await tab(page, 'Transactions').click();
      await expect(panel(page, 'Transactions').getByRole('listitem')).toHaveCount(1);
      await expectNoAxeViolations(page, 'transactions');

      // Dialogs alone: a modal hides the page behind it (see e2e/a11y.spec.ts).
      await page.getByRole('button', { name: 'Top Up Balance' }).click();
      await expectNoAxeViolations(page, 'top-up dialog', { include: '[role="dialog"]' });
      await page.keyboard.press('Escape');
      await tab(page, 'Payment Methods').click();
      await page.getByRole('button', { name: 'Remove Visa ending in 4242' }).click();
      await expectNoAxeViolations(page, 'remove dialog', { include: '[role="alertdialog"]' });
    });
  });
});
