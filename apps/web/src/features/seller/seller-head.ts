import type { ScreenHead } from '../../app/screen-entry';
import { formatFullDate } from '../../lib/dates';
import type { SellerScreenData } from './seller-loader';

/** "Aysel Məmmədova — 12 adverts": the seller's name, what they sell, since when. */
export const sellerHead: ScreenHead<SellerScreenData> = ({ seller }, { t, language }) => {
  if (!seller) return {};
  const name = `${seller.firstName} ${seller.lastName}`.trim();
  const since = formatFullDate(seller.memberSince, language);
  return {
    title: t('titles.sellerNamed', { name }),
    description: t('head:seller', { name, count: seller.liveAdvertCount, since }),
  };
};
