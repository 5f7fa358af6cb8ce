import { SELLER_OPTIONS } from '@zeng/contract/constants';
import { useTranslation } from 'react-i18next';
import { SELLER_OPTION_ICONS } from '../../../components/advert/seller-options';
import { Icon } from '../../../components/Icon';
import { CheckChips } from './CheckChips';
import styles from './fields.module.css';

/**
 * What the seller offers besides the item, any of them, for every category: four check boxes in a
 * fieldset, drawn as the usage's chips are. Kept in the draft and prefilled when editing.
 */
export function SellerOptionsField() {
  const { t } = useTranslation(['post', 'common']);
  return (
    <CheckChips
      name="sellerOptions"
      legend={
        <>
          {t('fields.sellerOptions')} <span className={styles.optional}>({t('fields.optional')})</span>
        </>
      }
      values={SELLER_OPTIONS}
      label={(option) => (
        <>
          <Icon name={SELLER_OPTION_ICONS[option]} size={16} aria-hidden="true" />
          <span>{t(`sellerOptions.${option}`, { ns: 'common' })}</span>
        </>
      )}
    />
  );
}
