import { formatPrice } from '@zeng/contract/price';
import { adminSession, randomPhone, signIn } from '../support/accounts.js';
import { approve, uploadedPhoto } from '../support/adverts.js';
import { type APIRequestContext, expect, speaks, test } from '../support/test.js';

const API = '/api/v1/zeng';

interface GuidedPhone {
  id: number;
  brand: { id: number };
  model: { id: number; name: string };
  mainMemory: { id: number; type: string; capacity: string };
  ram: { id: number; type: string; capacity: string };
  grade: string;
  condition: string;
  color: string;
  simType: string;
  district: { id: number };
  priceGuide: { position: string; low: number; high: number; sellers: number } | null;
}

/** A shown phone whose model, storage and grade have a price guide: the demo's history holds some. */
async function guidedPhone(request: APIRequestContext): Promise<GuidedPhone> {
  let page: string | null = null;
  for (let pages = 0; pages < 30; pages++) {
    const list = (await (
      await request.get(`${API}/phone?limit=50${page ? `&page=${encodeURIComponent(page)}` : ''}`)
    ).json()) as {
      phones: { id: number }[];
      nextCursor: string | null;
    };
    for (const { id } of list.phones) {
      const phone = (await (await request.get(`${API}/phone/${id}`)).json()) as GuidedPhone;
      if (phone.priceGuide) return phone;
    }
    page = list.nextCursor;
    if (!page) break;
  }
  throw new Error('no shown phone has a price guide');
}

/**
 * Issue 38, part 4, as a buyer meets it: a phone priced clearly under what its model, storage and
 * grade sell for on Zeng says "Good price" on its card, and its page says where the price sits, the
 * usual range and how many sellers that rests on.
 */
test('a cheap phone says "Good price" on its card and where its price sits on its page', async ({
  page,
  request,
}, testInfo) => {
  const admin = await adminSession(request, testInfo.project.name);
  const like = await guidedPhone(request);
  const guide = like.priceGuide;
  if (!guide) throw new Error('unreachable');
  // Under the usual range, and under 90 % of its middle, yet not so low it looks like bait.
  const price = Math.round(guide.low * 0.85);
  const seller = await signIn(request, randomPhone(), { firstName: 'Cheap', lastName: 'Seller' });
  const created = await request.post(`${API}/phone`, {
    headers: { authorization: `Bearer ${seller.access_token}` },
    data: {
      id: null,
      price,
      districtId: like.district.id,
      comment: '',
      imageUrls: [await uploadedPhoto(request, seller)],
      brandId: like.brand.id,
      modelId: like.model.id,
      color: like.color,
      mainMemory: like.mainMemory,
      ram: like.ram,
      simType: like.simType,
      condition: like.condition,
      grade: like.grade,
    },
  });
  expect(created.ok(), `create answered ${created.status()}: ${await created.text()}`).toBe(true);
  const { id } = (await created.json()) as { id: number };
  await approve(request, admin, id, 'phone');

  // The newest phones: the card says so, in the person's language.
  await speaks(page, 'en');
  await page.goto(`/?modelIds=${like.model.id}`);
  const card = page.locator('article').filter({ has: page.locator(`a[href$="/phone-preview/phone/${id}"]`) });
  await expect(card).toContainText('Good price');
  await expect(card.getByText('Good price')).toBeInViewport();
  // A phone at the usual price says nothing of the kind.
  const usual = page.locator('article').filter({ has: page.locator(`a[href$="/phone-preview/phone/${like.id}"]`) });
  if (like.priceGuide?.position !== 'below') await expect(usual).not.toContainText('Good price');

  await card.getByRole('link').first().click();
  const guideBox = page.getByRole('region', { name: 'Below the usual price' });
  await expect(guideBox).toBeVisible();
  await expect(guideBox).toContainText(`Most sellers ask ${formatPrice(guide.low)}–${formatPrice(guide.high)} AZN`);
  await expect(guideBox).toContainText(`${guide.sellers} sellers of this model, storage and grade on Zeng in 90 days`);

  // The same page at its Russian address.
  await page.goto(`/ru/phone-preview/phone/${id}`);
  await expect(page.getByRole('region', { name: 'Ниже обычной цены' })).toContainText('Обычно просят');
});
