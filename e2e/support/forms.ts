import { expect, type Page } from '@playwright/test';

/** Taps a choice's label, as a person does (the radio itself is styled away). */
export async function choose(page: Page, name: string) {
  await page
    .locator('label')
    .filter({ has: page.getByRole('radio', { name, exact: true }) })
    .click();
  await expect(page.getByRole('radio', { name, exact: true })).toBeChecked();
}
