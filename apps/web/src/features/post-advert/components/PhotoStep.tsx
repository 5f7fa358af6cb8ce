import { LIMIT_PARAMS, MAX_IMAGES } from '@zeng/contract/constants';
import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/form/FieldError';
import { Icon } from '../../../components/Icon';
import { useFieldState } from '../form/announcement';
import type { AddProblem, PhotosState } from '../photos/use-photos';
import styles from './PhotoStep.module.css';
import { PhotoTile } from './PhotoTile';
import { Step } from './Step';

/** Step 2 (not for SIM numbers): up to five photos, the first one the cover. */
export function PhotoStep({ photos, onChange }: { photos: PhotosState; onChange: () => void }) {
  const { t } = useTranslation('post');
  const { id, errorId, hintId, error, errorKey } = useFieldState('photos');
  const [problem, setProblem] = useState<AddProblem>(null);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // The same file may be picked again after removing it.
    event.target.value = '';
    if (files.length === 0) return;
    setProblem(photos.add(files));
    onChange();
  };

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
                setProblem(null);
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

      {problem && (
        <FieldError announce>{problem === 'limit' ? t('photos.limit', LIMIT_PARAMS) : t('photos.notImage')}</FieldError>
      )}
      {error && (
        <FieldError key={errorKey} id={errorId} announce>
          {error}
        </FieldError>
      )}
    </Step>
  );
}
