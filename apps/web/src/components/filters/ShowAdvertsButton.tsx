import type { ProductCategory } from '@zeng/contract/constants';
import { useTranslation } from 'react-i18next';
import { countedText, useAdvertCount } from '../../lib/advert-count-query';
import type { ListParams } from '../../lib/adverts-query';

interface ShowAdvertsButtonProps {
  category: ProductCategory;
  /** The filters as they would be applied: counted once the person pauses choosing. */
  params: ListParams;
  /** Filters that cannot be applied (a price range the wrong way round): not counted, not sent. */
  disabled: boolean;
  /** Its words while no count is known ("Show adverts", "Apply"). */
  plain: string;
  className: string | undefined;
}

/**
 * The submit button of a place where filters are chosen, saying how many adverts they will show ("Show
 * 12 adverts", "1000+ elanı göstər"); busy while the next count is on its way, the last one still shown.
 */
export function ShowAdvertsButton({ category, params, disabled, plain, className }: ShowAdvertsButtonProps) {
  const { t } = useTranslation();
  const { count, pending } = useAdvertCount(category, params, !disabled);
  return (
    <button type="submit" className={className} disabled={disabled} aria-busy={pending || undefined}>
      {count === undefined ? plain : countedText(t, 'filters.showCount', count)}
    </button>
  );
}
