import { useQuery } from '@tanstack/react-query';
import { advertHref, PATHS } from '@zeng/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/Icon';
import { advertDetailQuery } from '../../../lib/adverts-query';
import { errorText } from '../../../lib/error-text';
import { valuesFromAdvert } from '../form/advert-form-values';
import type { EditTarget } from '../form/edit-target';
import { AdvertForm } from './AdvertForm';
import styles from './EditAdvert.module.css';

/** Loads the advert being edited (with the person's token) and opens the form prefilled with it. */
export function EditAdvert({ target }: { target: EditTarget }) {
  const { t } = useTranslation(['post', 'errors']);
  const query = useQuery({ ...advertDetailQuery(target.category, target.id), refetchOnWindowFocus: false });

  if (query.isPending) {
    return (
      <p className={styles.loading} role="status">
        {t('edit.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div className={styles.problem}>
        <p role="alert" className={styles.text}>
          <Icon name="circle-alert" size={18} aria-hidden="true" />
          {t('edit.loadFailed')} {errorText(query.error, t)}
        </p>
        <button type="button" className={styles.retry} onClick={() => query.refetch()}>
          <Icon name="rotate-cw" size={16} aria-hidden="true" />
          {t('edit.retry')}
        </button>
      </div>
    );
  }
  const advert = query.data;
  // The server tells what the caller may do; only the owner edits.
  if (advert.viewer && !advert.viewer.canEdit) {
    return (
      <div className={styles.problem}>
        <p role="alert" className={styles.text}>
          <Icon name="circle-alert" size={18} aria-hidden="true" />
          {t('edit.notYours')}
        </p>
        <Link to={advertHref(target.category, target.id)} className={styles.retry}>
          {t('edit.toAdvert')}
        </Link>
        <Link to={PATHS.addAdvert} className={styles.link}>
          {t('edit.postNew')}
        </Link>
      </div>
    );
  }
  return (
    <AdvertForm
      initialValues={valuesFromAdvert(advert)}
      initialImageUrls={advert.category === 'sim' ? [] : advert.imageUrls}
      editingId={target.id}
    />
  );
}
