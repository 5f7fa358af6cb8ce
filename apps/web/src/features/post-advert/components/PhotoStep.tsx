import { LIMIT_PARAMS, MAX_IMAGES } from '@zeng/contract/constants';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/form/FieldError';
import { Icon } from '../../../components/Icon';
import { useFieldState } from '../form/announcement';
import type { LeftOut, PhotosState } from '../photos/use-photos';
import styles from './PhotoStep.module.css';
import { PhotoTile } from './PhotoTile';
import { Step } from './Step';

/** Step 2 (not for SIM numbers): up to five photos, the first one the cover. */
export function PhotoStep({ photos, onChange }: { photos: PhotosState; onChange: () => void }) {
  const { t, i18n } = useTranslation('post');
  const { id, errorId, hintId, error, errorKey, announce } = useFieldState('photos');
  const [leftOut, setLeftOut] = useState<LeftOut | null>(null);

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // The same file may be picked again after removing it.
    event.target.value = '';
    if (files.length === 0) return;
    setLeftOut(null);
    setLeftOut(await photos.add(files));
    onChange();
  };
  const names = (files: readonly string[]) => new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(files);
  const notAdded = [
    leftOut?.notPhotos.length ? t('photos.notPhotos', { names: names(leftOut.notPhotos) }) : null,
    leftOut?.overLimit.length
      ? `${t('photos.limit', LIMIT_PARAMS)} ${t('photos.overLimit', { names: names(leftOut.overLimit) })}`
      : null,
  ].filter(Boolean);

  return (
    <Step number={2} title={t('steps.photos')} hint={t('photos.hint', { max: MAX_IMAGES })}>
      {photos.photos.length > 0 && (
        <ol className={styles.tiles}>
          {photos.photos.map((photo, index) => (
            <PhotoTile
              key={photo.key}
              photo={photo}
              index={index}
              count={photos.photos.length}
              onRemove={() => {
                photos.remove(photo.key);
                setLeftOut(null);
                onChange();
              }}
              onMove={(to) => {
                photos.move(photo.key, to);
                onChange();
              }}
              onRetry={() => photos.retry(photo.key)}
            />
          ))}
        </ol>
      )}

      <div className={styles.addRow}>
        <label className={styles.add}>
          <input
            id={id}
            type="file"
            accept="image/*"
            multiple
            className="visually-hidden"
            onChange={pick}
            aria-invalid={error ? true : undefined}
            aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(' ')}
          />
          <Icon name="image-plus" size={22} aria-hidden="true" />
          <span>{t('photos.add')}</span>
        </label>
        <p id={hintId} className={styles.count}>
          {t('photos.count', { count: photos.photos.length, max: MAX_IMAGES })}
        </p>
      </div>

      {notAdded.length > 0 && <FieldError announce>{notAdded.join(' ')}</FieldError>}
      {error && (
        <FieldError key={errorKey} id={errorId} announce={announce}>
          {error}
        </FieldError>
      )}
    </Step>
  );
}
