import { PATHS } from '@zeng/contract/routes';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { LoadedAdvert } from '../../../components/advert/loaded-advert';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useCurrentUser } from '../../../lib/current-user-query';
import { getAccessToken, getUserGroup } from '../../../lib/session';
import { useDeleteAdvert } from '../api/delete-advert';
import styles from './OwnerActions.module.css';

/**
 * Edit (the owner: the signed-in person's phone is the seller's) and remove (the owner or an admin,
 * after a yes/no question). Nobody else sees either.
 */
export function OwnerActions({ loaded }: { loaded: LoadedAdvert }) {
  const { t } = useTranslation('advert');
  const navigate = useNavigate();
  const { data: me } = useCurrentUser();
  const remove = useDeleteAdvert(loaded.category, loaded.advert.id);
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<'loginToDelete' | 'deleteFailed' | null>(null);

  const isOwner = me !== undefined && me.phoneNumber === loaded.advert.user.phoneNumber;
  const isAdmin = getUserGroup() === 'ADMIN' || me?.userGroup === 'ADMIN';
  if (!isOwner && !isAdmin) return null;

  const askToRemove = () => {
    setProblem(null);
    if (!getAccessToken()) {
      setProblem('loginToDelete');
      return;
    }
    setConfirming(true);
  };

  const confirmRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => navigate(PATHS.home, { replace: true }),
      onError: () => {
        setConfirming(false);
        setProblem('deleteFailed');
      },
    });

  return (
    <section className={styles.owner} aria-label={t('ownerActions')}>
      <div className={styles.buttons}>
        {isOwner && (
          <Link
            to={PATHS.addAdvert}
            state={{ editMode: true, productCategory: loaded.category, advertData: loaded.advert }}
            className={styles.edit}
          >
            <Pencil size={18} aria-hidden="true" />
            {t('edit')}
          </Link>
        )}
        <button type="button" className={styles.remove} onClick={askToRemove}>
          <Trash2 size={18} aria-hidden="true" />
          {t('remove')}
        </button>
      </div>
      {problem && (
        <p role="alert" className={styles.problem}>
          {t(problem)}
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
