import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RequestedPromotion } from '@zeng/contract/promotions';
import { describe, expect, it } from 'vitest';
import { phoneListItem } from '../../testing/fixtures';
import { renderRoutes } from '../../testing/render';
import { apiError, callsTo, json } from '../../testing/stub-api';
import { routes, signIn, stubModeration } from './admin-test-data';

// Issue 38, part 3: the administrators' "Paid placement" tab, beside the reports.
const open = (path = '/adminPanel?tab=promotions', language = 'en') => renderRoutes(routes, path, language);

const request = (id: number, kind: RequestedPromotion['kind']): RequestedPromotion => ({
  id,
  advertId: 100 + id,
  kind,
  status: 'REQUESTED',
  requestedAt: '2026-03-10T10:15:00.000Z',
  decidedAt: null,
  startsAt: null,
  endsAt: null,
  category: 'phone',
  card: { ...phoneListItem(100 + id), condition: 'used' },
  sellerId: 7,
  sellerName: 'Aysel Quliyeva',
  vipUntil: kind === 'VIP' ? '2026-03-12T10:00:00.000Z' : null,
  premiumUntil: null,
});

describe('the paid placement tab', () => {
  it('is an administrator’s: a moderator has no such tab', async () => {
    signIn();
    stubModeration({ 'GET /phone/admin': () => ({ phones: [], nextCursor: null, previousCursor: null }) });
    await renderRoutes(routes, '/adminPanel', 'en');
    await screen.findByRole('button', { name: /^Reported/ });
    expect(screen.queryByRole('button', { name: /Paid placement/ })).not.toBeInTheDocument();
  });

  it('grants a VIP for the period chosen, bumps at once, refuses, and says when another decided first', async () => {
    signIn();
    const user = userEvent.setup();
    let waiting = [request(1, 'VIP'), request(2, 'REPOST'), request(3, 'PREMIUM')];
    const decide = (id: number) => () => {
      waiting = waiting.filter((r) => r.id !== id);
      return json({ ...request(id, 'VIP'), status: 'GRANTED' });
    };
    const fetchMock = stubModeration(
      {
        'GET /moderation/promotions': () => json({ promotions: waiting, nextCursor: null, total: waiting.length }),
        'PUT /moderation/promotions/1/grant': decide(1),
        'PUT /moderation/promotions/2/grant': decide(2),
        'PUT /moderation/promotions/3/refuse': () =>
          apiError(409, 'PROMOTION_DECIDED', 'This request was already decided.'),
      },
      'ADMIN',
    );
    await open();
    expect(await screen.findByRole('button', { name: /Paid placement/ })).toHaveAttribute('aria-pressed', 'true');
    const vip = await screen.findByRole('article', { name: 'Request for advert No. 101' });
    expect(within(vip).getByText('VIP until 12 March 2026, 14:00')).toBeInTheDocument();
    await user.selectOptions(within(vip).getByLabelText('Period'), '14 days');
    await user.click(within(vip).getByRole('button', { name: 'Grant' }));
    expect(callsTo(fetchMock, 'PUT /moderation/promotions/1/grant').map((c) => c.body)).toEqual([{ days: 14 }]);

    const bump = screen.getByRole('article', { name: 'Request for advert No. 102' });
    expect(within(bump).queryByLabelText('Period')).not.toBeInTheDocument();
    await user.click(within(bump).getByRole('button', { name: 'Bump now' }));
    expect(callsTo(fetchMock, 'PUT /moderation/promotions/2/grant').map((c) => c.body)).toEqual([{}]);

    const premium = await screen.findByRole('article', { name: 'Request for advert No. 103' });
    await user.click(within(premium).getByRole('button', { name: 'Refuse' }));
    expect(await within(premium).findByRole('alert')).toHaveTextContent('This request has already been decided.');
  });

  it('speaks Russian', async () => {
    signIn();
    stubModeration(
      {
        'GET /moderation/promotions': () => json({ promotions: [request(1, 'PREMIUM')], nextCursor: null, total: 1 }),
      },
      'ADMIN',
    );
    await open('/adminPanel?tab=promotions', 'ru');
    const entry = await screen.findByRole('article', { name: 'Запрос для объявления № 101' });
    expect(within(entry).getByText('Премиум')).toBeInTheDocument();
    expect(within(entry).getByRole('option', { name: '7 дней' })).toBeInTheDocument();
    expect(within(entry).getByRole('button', { name: 'Одобрить' })).toBeInTheDocument();
  });
});
