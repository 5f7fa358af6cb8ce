import type { PendingCounts, PhoneRequest, SimRequest } from '@zeng/contract/moderation';
import { PATHS } from '@zeng/contract/routes';
import { phoneDetail, SELLER_PHONE, simDetail } from '../../testing/fixtures';
import { type ApiHandler, json, stubApi } from '../../testing/stub-api';
import { withToasts } from '../../testing/toasts';
import { AdminPanelPage } from './AdminPanelPage';
import { RequestPreviewPage } from './RequestPreviewPage';

/** What a moderator's detail answers carry about their permissions. */
const moderatorViewer = {
  isOwner: false,
  canEdit: false,
  canRemove: false,
  canRenew: false,
  canMarkSold: false,
  canModerate: true,
};

export const HOUR = 3600;

export const phoneRequest = (id: number, extra: Partial<PhoneRequest> = {}): PhoneRequest => ({
  ...phoneDetail,
  id,
  brand: { id: 1, name: 'Apple' },
  model: { id: 10000 + id, name: `iPhone ${id}` },
  viewer: moderatorViewer,
  state: 'PENDING',
  rejectionReason: null,
  expiresAt: null,
  submittedAt: '2026-03-10T10:15:00.000Z',
  waitingSeconds: 3 * HOUR + 20 * 60,
  sellerPhone: SELLER_PHONE,
  ...extra,
});

export const simRequest = (id: number, extra: Partial<SimRequest> = {}): SimRequest => ({
  ...simDetail,
  id,
  viewer: moderatorViewer,
  state: 'PENDING',
  rejectionReason: null,
  expiresAt: null,
  submittedAt: '2026-03-10T10:15:00.000Z',
  waitingSeconds: 45 * 60,
  sellerPhone: SELLER_PHONE,
  ...extra,
});

export const COUNTS: PendingCounts = { phone: 12, tablet: 0, sim: 3, accessory: 1, reported: 2 };

export const routes = withToasts([
  { path: PATHS.adminPanel, element: <AdminPanelPage /> },
  { path: PATHS.requestPreview, element: <RequestPreviewPage /> },
  { path: PATHS.login, element: <h1>login screen</h1> },
  { path: PATHS.home, element: <h1>home screen</h1> },
]);

const me = (userGroup: string) => ({
  firstName: 'Rəşad',
  lastName: 'Əliyev',
  phoneNumber: '994501110000',
  userGroup,
  accountType: 'INDIVIDUAL',
});

export function signIn() {
  localStorage.setItem('access_token', 'moderator.jwt');
  localStorage.setItem('refresh_token', 'refresh-1');
}

/** The network of a signed-in person of the given group, plus whatever the test adds. */
export function stubModeration(handlers: Record<string, ApiHandler> = {}, group = 'MODERATOR') {
  return stubApi({
    'GET /auth': () => json(me(group)),
    'GET /moderation/pending-counts': () => json(COUNTS),
    ...handlers,
  });
}
