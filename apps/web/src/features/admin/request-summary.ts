import type { ProductCategory } from '@zeng/contract/constants';
import type { AdvertRequest } from '@zeng/contract/moderation';
import { formatSimNumber } from '@zeng/contract/sim-number';
import type { TFunction } from 'i18next';
import { formatDateTime } from '../../lib/dates';

/** The two naming columns of a queue row by category: brand and model, number and provider, name and type. */
export const NAME_COLUMNS: Record<ProductCategory, [string, string]> = {
  phone: ['brand', 'model'],
  tablet: ['brand', 'model'],
  sim: ['number', 'provider'],
  accessory: ['name', 'type'],
};

export interface RequestSummary {
  id: number;
  /** Brand, SIM number (+994 50 123 45 67) or accessory name. */
  primary: string;
  /** Model, SIM provider or accessory type. */
  secondary: string;
  seller: string;
  /** When the seller sent it: dd.mm.yyyy, hh:mm in Baku time. */
  submitted: string;
  waitingSeconds: number;
}

/** What one row of the queue shows (docs/product.md, "Moderation"). */
export function summarizeRequest(
  request: AdvertRequest,
  t: TFunction<['admin', 'common']>,
  language: string,
): RequestSummary {
  const [primary, secondary] = ((): [string, string] => {
    switch (request.category) {
      case 'phone':
      case 'tablet':
        return [request.brand.name, request.model.name];
      case 'sim':
        return [formatSimNumber(request.number), request.simProvider.name];
      case 'accessory':
        return [request.name, t(`accessoryTypes.${request.accessoryType}`, { ns: 'common' })];
    }
  })();
  return {
    id: request.id,
    primary,
    secondary,
    seller: `${request.user.firstName} ${request.user.lastName}`.trim(),
    submitted: formatDateTime(request.submittedAt, language),
    waitingSeconds: request.waitingSeconds,
  };
}
