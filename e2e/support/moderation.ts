import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens a category's moderation queue and pages to the review link of one advert's request. Oldest
 * first, so a request sent a moment ago may be on a later page. The queue is paged by key (ADR 0022),
 * so requests other tests decide meanwhile never move this one onto a page already passed; should it be
 * sent again for review meanwhile (an edit), it goes to the end: at the last page (Next disabled) it
 * looks again from the first.
 */
export async function findInQueue(admin: Page, category: RegExp, advertId: string): Promise<Locator> {
  const anyReview = admin.getByRole('link', { name: /^Review / }).first();
  const review = admin.locator(`a[href$="id=${advertId}"]`);
  // The previous page's rows stay, marked busy, until this page's arrive.
  const queue = admin.locator('[aria-busy]');
  const openQueue = async () => {
    await admin.goto('/adminPanel');
    await admin.getByRole('button', { name: category }).click();
    await expect(anyReview).toBeVisible();
  };
  await openQueue();
  for (let page = 2, step = 0; step < 24 && !(await review.count()); page++, step++) {
    const next = admin.getByRole('button', { name: 'Next' });
    if (await next.isDisabled()) {
      await openQueue();
      page = 1;
      continue;
    }
    await next.click();
    await expect(admin).toHaveURL(new RegExp(`page=${page}`));
    await expect(queue).toHaveAttribute('aria-busy', 'false');
    await expect(anyReview).toBeVisible();
  }
  return review;
}
