import { randomPhone, type Session, signIn } from './accounts.js';
import { pngPhoto } from './images.js';
import { type APIRequestContext, expect } from './test.js';

const API = '/api/v1/zeng';
const bearer = (session: Session) => ({ authorization: `Bearer ${session.access_token}` });

/** An approved accessory of a new seller, named so the test finds it: posted and approved through the API. */
export async function approvedAccessory(request: APIRequestContext, admin: Session, name: string) {
  const seller = await signIn(request, randomPhone(), { firstName: 'Reported', lastName: 'Seller' });
  const imageUrl = await uploadedPhoto(request, seller);
  const districts = (await (await request.get(`${API}/district`)).json()) as { id: number }[];
  const data = {
    id: null as number | null,
    price: 35,
    districtId: districts[0]?.id,
    comment: '',
    imageUrls: [imageUrl],
    name,
    type: 'HEADPHONES',
    condition: 'new',
  };
  const created = await request.post(`${API}/accessory`, { headers: bearer(seller), data });
  expect(created.ok(), `create answered ${created.status()}`).toBe(true);
  const { id } = (await created.json()) as { id: number };
  await approve(request, admin, id);
  return { id, seller, data: { ...data, id } };
}

/** A photo of a colour of its own, uploaded by the seller: the address an advert names it by. */
export async function uploadedPhoto(request: APIRequestContext, seller: Session): Promise<string> {
  const colour = [Math.random() * 255, Math.random() * 255, Math.random() * 255].map(Math.round) as [
    number,
    number,
    number,
  ];
  const upload = await request.post(`${API}/storage/upload`, {
    headers: bearer(seller),
    multipart: { files: { name: 'photo.png', mimeType: 'image/png', buffer: pngPhoto(320, 240, colour) } },
  });
  expect(upload.ok(), `upload answered ${upload.status()}`).toBe(true);
  const [imageUrl] = (await upload.json()) as string[];
  return imageUrl ?? '';
}

/** A moderator approves the advert's version waiting for review. */
export async function approve(request: APIRequestContext, admin: Session, id: number, category = 'accessory') {
  const waiting = (await (await request.get(`${API}/${category}/admin/${id}`, { headers: bearer(admin) })).json()) as {
    submittedAt: string;
  };
  const approved = await request.put(`${API}/${category}/approve/${id}`, {
    headers: bearer(admin),
    data: { submittedAt: waiting.submittedAt },
  });
  expect(approved.ok(), `approve answered ${approved.status()}`).toBe(true);
}

/** Its seller edits the accessory's price (it waits for review again) and a moderator approves the edit. */
export async function repriceAccessory(
  request: APIRequestContext,
  admin: Session,
  advert: Awaited<ReturnType<typeof approvedAccessory>>,
  price: number,
) {
  const edited = await request.post(`${API}/accessory`, {
    headers: bearer(advert.seller),
    data: { ...advert.data, price },
  });
  expect(edited.ok(), `edit answered ${edited.status()}`).toBe(true);
  await approve(request, admin, advert.id);
}
