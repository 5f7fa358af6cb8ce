import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReportedAdvert } from '@zeng/contract/reports';
import { describe, expect, it } from 'vitest';
import { phoneListItem } from '../../testing/fixtures';
import { renderRoutes } from '../../testing/render';
import { apiError, callsTo, json } from '../../testing/stub-api';
import { routes, signIn, stubModeration } from './admin-test-data';

// Issue 37: the moderators' "Reported" tab, beside the review queue's categories.
const open = (path = '/adminPanel?tab=reported', language = 'en') => renderRoutes(routes, path, language);

const reported = (advertId: number, extra: Partial<ReportedAdvert> = {}): ReportedAdvert => ({
  advertId,
  category: 'phone',
  card: { ...phoneListItem(advertId), condition: 'used' },
  state: 'APPROVED',
  held: false,
  sellerId: 7,
  sellerName: 'Aysel Quliyeva',
  firstReportedAt: '2026-03-10T10:15:00.000Z',
  reports: [
    { reason: 'scam', note: null, at: '2026-03-10T10:15:00.000Z', signedIn: true },
    { reason: 'other', note: 'Asks for a deposit by card', at: '2026-03-10T11:00:00.000Z', signedIn: false },
  ],
  ...extra,
});

describe('the reports tab', () => {
  it('lists reported adverts with their reports, the held one marked, and pages on by key', async () => {
    signIn();
    const user = userEvent.setup();
    const fetchMock = stubModeration({
      'GET /moderation/reports': (request) =>
        json(
          request.url.searchParams.get('page') === 'next-1'
            ? { reported: [reported(3)], nextCursor: null, total: 3 }
            : {
                reported: [reported(1, { held: true, state: 'PENDING' }), reported(2)],
                nextCursor: 'next-1',
                total: 3,
              },
        ),
    });
    await open();
    const first = await screen.findByRole('article', { name: 'Reports of advert No. 1' });
    expect(within(first).getByText('Hidden from the listings until you decide')).toBeInTheDocument();
    expect(within(first).getByRole('heading', { name: '2 reports' })).toBeInTheDocument();
    expect(within(first).getByText('A scam: money asked in advance, a fake item')).toBeInTheDocument();
    expect(within(first).getByText('Asks for a deposit by card')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Aysel Quliyeva' })).toHaveAttribute('href', '/seller/7');
    const second = screen.getByRole('article', { name: 'Reports of advert No. 2' });
    expect(within(second).getByText('Shown in the listings')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Reported/ })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('article', { name: 'Reports of advert No. 3' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET /moderation/reports').map((c) => c.url.searchParams.get('page'))).toEqual([
      null,
      'next-1',
    ]);
    await user.click(screen.getByRole('button', { name: 'First page' }));
    expect(await screen.findByRole('article', { name: 'Reports of advert No. 1' })).toBeInTheDocument();
  });

  it('removes an advert only with a reason for its seller, and dismisses reports after asking', async () => {
    signIn();
    const user = userEvent.setup();
    let open_ = [reported(1), reported(2)];
    const fetchMock = stubModeration({
      'GET /moderation/reports': () => json({ reported: open_, nextCursor: null, total: open_.length }),
      'PUT /moderation/reports/1/remove': () => {
        open_ = open_.filter((r) => r.advertId !== 1);
        return json({ message: 'Removed' });
      },
      'PUT /moderation/reports/2/dismiss': () => apiError(409, 'NO_OPEN_REPORTS', 'Decided already.'),
    });
    await open();
    const first = await screen.findByRole('article', { name: 'Reports of advert No. 1' });
    await user.click(within(first).getByRole('button', { name: 'Remove advert' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this advert?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove advert' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Write the reason the seller will read.');
    expect(callsTo(fetchMock, 'PUT /moderation/reports/1/remove')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason the seller reads (required)'), 'A stolen photo');
    await user.click(within(dialog).getByRole('button', { name: 'Remove advert' }));
    expect(await screen.findByText('Advert removed')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT /moderation/reports/1/remove')[0]?.body).toEqual({ reason: 'A stolen photo' });
    expect(screen.queryByRole('article', { name: 'Reports of advert No. 1' })).not.toBeInTheDocument();

    // Another moderator decided first: said so, in the entry.
    const second = screen.getByRole('article', { name: 'Reports of advert No. 2' });
    await user.click(within(second).getByRole('button', { name: 'Dismiss reports' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Dismiss these reports?' })).getByRole('button', {
        name: 'Dismiss reports',
      }),
    );
    expect(await within(second).findByRole('alert')).toHaveTextContent(
      'Another moderator has already decided on these reports.',
    );
  });

  it('says so when no reports wait, in Azerbaijani', async () => {
    signIn();
    stubModeration({ 'GET /moderation/reports': () => json({ reported: [], nextCursor: null, total: 0 }) });
    await open('/adminPanel?tab=reported', 'az');
    expect(await screen.findByText('Gözləyən şikayət yoxdur.')).toBeInTheDocument();
  });
});
