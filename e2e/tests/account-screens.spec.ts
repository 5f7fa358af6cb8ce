import { randomPhone, signIn, useSession } from '../support/accounts.js';
import { expect, type Page, speaks, test } from '../support/test.js';

/**
 * The account screens as a person uses them in a real browser against the real server: the phone
 * field follows the server's own phone rule while typing, a number without an account is offered
 * sign-up, and the settings page chooses the language.
 */

/** Every code request the page makes: a refused number must never reach the server. */
function codeRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (/\/auth\/(authenticate|register)$/.test(request.url())) seen.push(request.url());
  });
  return seen;
}

test.describe('the phone field', () => {
  test.beforeEach(async ({ page }) => {
    await speaks(page, 'en');
  });

  test('keeps a stray tenth digit and says there are too many, sending nothing', async ({ page }) => {
    const sent = codeRequests(page);
    await page.goto('/login');
    const phone = page.getByLabel('Phone number');
    await phone.pressSequentially('5012345678');

    await expect(phone).toHaveValue('5012345678');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription(/Too many digits: a mobile number has 9 digits after \+994/);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(sent).toEqual([]);
  });

  test('says a Baku landline is not a mobile number before it reaches the server', async ({ page }) => {
    const sent = codeRequests(page);
    await page.goto('/registration');
    await page.getByLabel('First name').fill('Aysel');
    await page.getByLabel('Last name').fill('Məmmədova');
    const phone = page.getByLabel('Phone number');
    await phone.pressSequentially('0121234567');

    await expect(phone).toHaveValue('0121234567');
    await expect(phone).toHaveAccessibleDescription(
      /Not a mobile number: it starts with 012\. Mobile numbers start with 010, 050, 051, 055, 060, 070, 077, 099\./,
    );
    await page.getByRole('button', { name: 'Send SMS code' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please fill in all fields with valid data.');
    await expect(page).toHaveURL(/\/registration$/);
    expect(sent).toEqual([]);
  });

  test('a number without an account is offered sign-up, and registration starts with it', async ({
    page,
    allowConsole,
  }) => {
    allowConsole(/status of 404/, 'the login of a number without an account answers 404 ACCOUNT_NOT_FOUND');
    const phoneNumber = randomPhone();
    const typed = `0${phoneNumber.slice(3)}`;
    await page.goto('/login');
    await page.getByLabel('Phone number').pressSequentially(typed);
    await page.getByRole('button', { name: 'Log in' }).click();
    // Not a failure: said as a notice, and the Log in button stays usable.
    await expect(page.getByText('No account uses this number. Please sign up first.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();

    await page.getByRole('link', { name: 'Sign up with this number' }).click();
    await expect(page).toHaveURL(/\/signUp$/);
    // The landing's own link: the top bar's Sign up leads to this landing.
    await page.getByRole('main').getByRole('link', { name: 'Sign up', exact: true }).click();
    await expect(page).toHaveURL(/\/registration$/);
    await expect(page.getByLabel('Phone number')).toHaveValue(phoneNumber.slice(3));

    await page.getByLabel('First name').fill('Rauf');
    await page.getByLabel('Last name').fill('Əliyev');
    await page.getByRole('button', { name: 'Send SMS code' }).click();
    await expect(page).toHaveURL(/\/otpConfirm$/);
  });
});

test.describe('settings', () => {
  test('the Language rows choose the interface language, kept after a reload', async ({ page, request }) => {
    await useSession(page, await signIn(request, randomPhone()), 'az');
    await page.goto('/settingsPage');
    await expect(page.getByRole('heading', { level: 1, name: 'Ayarlar' })).toBeVisible();
    const languages = page.getByRole('radiogroup', { name: 'Dil' });
    await expect(languages.getByRole('radio', { name: 'Azərbaycanca' })).toBeChecked();

    // A tap on the row's name, as a person does, not on the small radio itself.
    await languages.getByText('Русский').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Настройки' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Настройки' })).toBeVisible();
    await expect(page.getByRole('radiogroup', { name: 'Язык' }).getByRole('radio', { name: 'Русский' })).toBeChecked();
  });
});
