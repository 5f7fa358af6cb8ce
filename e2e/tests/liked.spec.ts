import { type APIRequestContext, expect, type Page, test } from '../support/test.js';

/**
 * The liked page against the real server and its demo marketplace: a stored entry the page cannot
 * show is dropped without breaking the page, and the cards are refreshed from the server, so a change
 * of language renames their cities.
 */

const API = '/api/v1/zeng';

interface ListedPhone {
  id: number;
  district: { name: string };
}

async function homePhones(request: APIRequestContext, language: string): Promise<ListedPhone[]> {
  const res = await request.get(`${API}/phone?limit=10`, { headers: { 'accept-language': language } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { phones: ListedPhone[] }).phones;
}

const cardOf = (page: Page, id: number) =>
  page.locator('article', { has: page.locator(`a[href$="/phone-preview/phone/${id}"]`) });

test('liked cards survive a corrupt stored entry and follow a change of language', async ({ page, request }) => {
  const az = await homePhones(request, 'az');
  const ru = new Map((await homePhones(request, 'ru')).map((p) => [p.id, p.district.name]));
  // Two adverts of the home page; the first one's city is written differently in Russian.
  const first = az.find((p) => ru.get(p.id) && ru.get(p.id) !== p.district.name);
  const second = az.find((p) => p.id !== first?.id);
  test.skip(!first || !second, 'the demo data has no two phones to like');
  if (!first || !second) return;
  const cityRu = ru.get(first.id) as string;

  await page.goto('/');
  for (const advert of [first, second]) {
    const heart = cardOf(page, advert.id).locator('button[aria-pressed]');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
  }

  await page.goto('/likedPage');
  await expect(cardOf(page, first.id)).toBeVisible();
  await expect(cardOf(page, second.id)).toBeVisible();

  // An entry without its date, as an older version or a hand edit could leave it.
  await page.evaluate((brokenId) => {
    const liked = JSON.parse(localStorage.getItem('likedAds') ?? '[]') as Record<string, unknown>[];
    const broken = liked.find((entry) => entry.id === brokenId);
    if (broken) delete broken.published;
    localStorage.setItem('likedAds', JSON.stringify(liked));
  }, second.id);
  await page.reload();

  await expect(cardOf(page, first.id)).toBeVisible();
  await expect(cardOf(page, first.id).getByText(first.district.name, { exact: true })).toBeVisible();
  await expect(cardOf(page, second.id)).toHaveCount(0);
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Seçilmişlər' })).toBeVisible();

  await page.getByRole('button', { name: /Dil/ }).click();
  await page.getByRole('menuitemradio', { name: /Русский/ }).click();
  await expect(cardOf(page, first.id).getByText(cityRu, { exact: true })).toBeVisible();
  await expect(cardOf(page, first.id).getByText(first.district.name, { exact: true })).toHaveCount(0);
});
