import { PRODUCT_CATEGORIES, type ProductCategory } from '@zeng/contract/constants';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';
import type { IconName } from '../../../components/icon/sprite-icons';
import type { AdvertFormValues } from '../form/advert-form-values';
import styles from './CategoryStep.module.css';
import { Step } from './Step';

const ICONS: Record<ProductCategory, IconName> = {
  phone: 'smartphone',
  tablet: 'tablet',
  sim: 'card-sim',
  accessory: 'headphones',
};

/** Step 1: what is sold. Fixed while editing: an advert cannot change its kind. */
export function CategoryStep({ locked }: { locked: boolean }) {
  const { t } = useTranslation('post');
  const { register } = useFormContext<AdvertFormValues>();
  const field = register('category');
  return (
    <Step number={1} title={t('steps.category')} hint={locked ? t('categoryLocked') : undefined}>
      <fieldset className={styles.categories}>
        <legend className="visually-hidden">{t('steps.category')}</legend>
        {PRODUCT_CATEGORIES.map((category) => {
          const icon = ICONS[category];
          return (
            <label key={category} className={styles.category}>
              <input type="radio" value={category} disabled={locked} {...field} />
              <Icon name={icon} size={24} aria-hidden="true" />
              <span>{t(`categories.${category}`)}</span>
            </label>
          );
        })}
      </fieldset>
    </Step>
  );
}
