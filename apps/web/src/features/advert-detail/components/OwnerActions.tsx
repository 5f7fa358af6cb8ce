import type { AdvertDetail } from '@zeng/contract/adverts';
import { editAdvertHref } from '@zeng/contract/routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CATEGORY_LISTING } from '../../../components/advert/advert-detail';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Icon } from '../../../components/Icon';
import { showToast } from '../../../lib/toast';
import { useGoBack } from '../../../lib/use-go-back';
import { useDeleteAdvert } from '../api/delete-advert';
import { viewerOf } from '../viewer';
import styles from './OwnerActions.module.css';

/**
 * Edit and remove, as the detail answer's `viewer` allows: edit for the owner, remove for the owner
 * or an admin (after a yes/no question). Nobody else sees either.
 */
export function OwnerActions({ advert }: { advert: AdvertDetail }) {
  const { t } = useTranslation('advert');
  // Back to the list it was opened from, else its category's listing (not always the phones').
  const leave = useGoBack(CATEGORY_LISTING[advert.category], { replace: true });
  const viewer = viewerOf(advert);
  const remove = useDeleteAdvert(advert.category, advert.id);
  const [confirming, setConfirming] = useState(false);
  const [failed, setFailed] = useState(false);

  if (!viewer.canEdit && !viewer.canRemove) return null;

  const confirmRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        showToast({ text: t('removedToast') });
        leave();
      },
      onError: () => {
        setConfirming(false);
        setFailed(true);
      },
    });

  return (
    <section className={styles.owner} aria-label={t('ownerActions')}>
      <div className={styles.buttons}>
        {viewer.canEdit && (
          <Link
            to={editAdvertHref(advert.category, advert.id)}
            state={{ editMode: true, productCategory: advert.category, advertData: advert }}
            className={styles.edit}
          >
            <Icon name="pencil" size={18} aria-hidden="true" />
            {t('edit')}
          </Link>
        )}
        {viewer.canRemove && (
          <button
            type="button"
            className={styles.remove}
            onClick={() => {
              setFailed(false);
              setConfirming(true);
            }}
          >
            <Icon name="trash-2" size={18} aria-hidden="true" />
            {t('remove')}
          </button>
        )}
      </div>
      {failed && (
        <p role="alert" className={styles.problem}>
          {t('deleteFailed')}
        </p>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('removeConfirm')}
        confirmLabel={t('yes')}
        cancelLabel={t('no')}
        busy={remove.isPending}
        busyLabel={t('removing')}
        tone="danger"
        onConfirm={confirmRemove}
        onCancel={() => setConfirming(false)}
      >
        {t('removeConfirmText')}
      </ConfirmDialog>
    </section>
  );
}
