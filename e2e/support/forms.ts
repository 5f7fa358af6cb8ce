import { expect, type Page } from '@playwright/test';

/** Taps a choice's label, as a person does (the radio itself is styled away). */
export async function choose(page: Page, name: string) {
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name, exact: true }) })
    .click();
  await expect(page.getByRole('radio', { name, exact: true })).toBeChecked();
}

/**
 * Chooses in one of a form's long lists (brand, model, city) as a person does: opens it, types the
 * name into its search box and taps the option.
 */
export async function pick(page: Page, label: string, name: string) {
  await page.getByRole('button', { name: new RegExp(`^${label}(: .*)?$`) }).click();
  const search = page.getByRole('combobox', { name: new RegExp(label) });
  await expect(search).toBeFocused();
  await search.pressSequentially(name);
  await page.getByRole('option', { name, exact: true }).click();
  await expect(page.getByRole('button', { name: `${label}: ${name}` })).toBeVisible();
}
