import type { AdvertDetail } from '@zeng/contract/adverts';
import { editAdvertHref } from '@zeng/contract/routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CATEGORY_LISTING } from '../../../components/advert/advert-detail';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { Icon } from '../../../components/Icon';
import { errorText } from '../../../lib/error-text';
import { showToast } from '../../../lib/toast';
import { useGoBack } from '../../../lib/use-go-back';
import { useDeleteAdvert } from '../api/delete-advert';
import { useMarkSold } from '../api/mark-sold';
import { viewerOf } from '../viewer';
import styles from './OwnerActions.module.css';

/**
 * Edit, mark sold and remove, as the detail answer's `viewer` allows: edit and (a shown advert) mark
 * sold for the owner, remove for the owner or an admin, each of the last two after a yes/no question.
 * Nobody else sees any.
 */
export function OwnerActions({ advert }: { advert: AdvertDetail }) {
  const { t } = useTranslation(['advert', 'errors']);
  // Back to the list it was opened from, else its category's listing (not always the phones').
  const leave = useGoBack(CATEGORY_LISTING[advert.category], { replace: true });
  const viewer = viewerOf(advert);
  const remove = useDeleteAdvert(advert.category, advert.id);
  const markSold = useMarkSold(advert.category, advert.id);
  const [confirming, setConfirming] = useState<'remove' | 'sold' | null>(null);
  const [failed, setFailed] = useState(false);

  if (!viewer.canEdit && !viewer.canRemove) return null;

  const confirmSold = () =>
    markSold.mutate(undefined, {
      onSuccess: () => {
        setConfirming(null);
        showToast({ text: t('sold.toast') });
      },
      onError: () => setConfirming(null),
    });

  const confirmRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        showToast({ text: t('removedToast') });
        leave();
      },
      onError: () => {
        setConfirming(null);
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
        {viewer.canMarkSold && (
          <button type="button" className={styles.edit} onClick={() => setConfirming('sold')}>
            <Icon name="handshake" size={18} aria-hidden="true" />
            {t('sold.mark')}
          </button>
        )}
        {viewer.canRemove && (
          <button
            type="button"
            className={styles.remove}
            onClick={() => {
              setFailed(false);
              setConfirming('remove');
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
      {markSold.isError && (
        <p role="alert" className={styles.problem}>
          {errorText(markSold.error, t)}
        </p>
      )}
      <ConfirmDialog
        open={confirming === 'sold'}
        title={t('sold.confirm')}
        confirmLabel={t('sold.mark')}
        cancelLabel={t('no')}
        busy={markSold.isPending}
        busyLabel={t('sold.marking')}
        onConfirm={confirmSold}
        onCancel={() => setConfirming(null)}
      >
        {t('sold.confirmText')}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'remove'}
        title={t('removeConfirm')}
        confirmLabel={t('yes')}
        cancelLabel={t('no')}
        busy={remove.isPending}
        busyLabel={t('removing')}
        tone="danger"
        onConfirm={confirmRemove}
        onCancel={() => setConfirming(null)}
      >
        {t('removeConfirmText')}
      </ConfirmDialog>
    </section>
  );
}
