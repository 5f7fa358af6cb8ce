import { randomPhone, type Session, signIn } from './accounts.js';
import { pngPhoto } from './images.js';
import { type APIRequestContext, expect } from './test.js';

const API = '/api/v1/zeng';
const bearer = (session: Session) => ({ authorization: `Bearer ${session.access_token}` });

/** An approved accessory of a new seller, named so the test finds it: posted and approved through the API. */
export async function approvedAccessory(request: APIRequestContext, admin: Session, name: string) {
  const seller = await signIn(request, randomPhone(), { firstName: 'Reported', lastName: 'Seller' });
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
  const districts = (await (await request.get(`${API}/district`)).json()) as { id: number }[];
  const created = await request.post(`${API}/accessory`, {
    headers: bearer(seller),
    data: {
      id: null,
      price: 35,
      districtId: districts[0]?.id,
      comment: '',
      imageUrls: [imageUrl],
      name,
      type: 'HEADPHONES',
      condition: 'new',
    },
  });
  expect(created.ok(), `create answered ${created.status()}`).toBe(true);
  const { id } = (await created.json()) as { id: number };
  const request_ = (await (await request.get(`${API}/accessory/admin/${id}`, { headers: bearer(admin) })).json()) as {
    submittedAt: string;
  };
  const approved = await request.put(`${API}/accessory/approve/${id}`, {
    headers: bearer(admin),
    data: { submittedAt: request_.submittedAt },
  });
  expect(approved.ok(), `approve answered ${approved.status()}`).toBe(true);
  return { id, seller };
}
