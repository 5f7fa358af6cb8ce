import { useQuery } from '@tanstack/react-query';
import type { AdvertDetail } from '@zeng/contract/adverts';
import { advertHref, PATHS } from '@zeng/contract/routes';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/Icon';
import { advertDetailQuery } from '../../../lib/adverts-query';
import { errorText } from '../../../lib/error-text';
import { valuesFromAdvert } from '../form/advert-form-values';
import { clearEditDraft, editDraft, fingerprint, readEditDraft } from '../form/edit-draft';
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
  return <EditForm target={target} advert={advert} />;
}

/** Where the edit starts: the advert as saved, or the person's unsaved changes to it (form/edit-draft.ts). */
type Start = 'saved' | 'draft' | 'ask';

/** The form of the person's own advert, from their unsaved changes when they have some. */
function EditForm({ target, advert }: { target: EditTarget; advert: AdvertDetail }) {
  const { t } = useTranslation('post');
  const saved = useMemo(
    () => ({ values: valuesFromAdvert(advert), imageUrls: advert.category === 'sim' ? [] : advert.imageUrls }),
    [advert],
  );
  const base = fingerprint(saved.values, saved.imageUrls);
  const { category, id } = target;
  const draft = useMemo(() => editDraft({ category, id }, base), [category, id, base]);
  const [unsaved, setUnsaved] = useState(() => readEditDraft(target));
  const [start, setStart] = useState<Start>(() => (!unsaved ? 'saved' : unsaved.base === base ? 'draft' : 'ask'));
  const startFromSaved = () => {
    clearEditDraft(target);
    setUnsaved(null);
    setStart('saved');
  };

  if (start === 'ask') {
    return (
      <div className={styles.problem}>
        <p role="alert" className={styles.text}>
          <Icon name="circle-alert" size={18} aria-hidden="true" />
          {t('edit.draftOutdated')}
        </p>
        <button type="button" className={styles.retry} onClick={() => setStart('draft')}>
          {t('edit.keepDraft')}
        </button>
        <button type="button" className={styles.secondary} onClick={startFromSaved}>
          {t('edit.useSaved')}
        </button>
      </div>
    );
  }
  const from = start === 'draft' && unsaved ? unsaved : saved;
  return (
    <>
      {from === unsaved && (
        <p className={styles.restored} role="status">
          {t('edit.draftRestored')}{' '}
          <button type="button" className={styles.secondary} onClick={startFromSaved}>
            {t('edit.discardDraft')}
          </button>
        </p>
      )}
      <AdvertForm
        key={start}
        initialValues={from.values}
        initialImageUrls={from.imageUrls}
        editingId={target.id}
        draft={draft}
      />
    </>
  );
}
