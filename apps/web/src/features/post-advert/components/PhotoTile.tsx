import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';
import { errorText } from '../../../lib/error-text';
import type { Photo } from '../photos/use-photos';
import styles from './PhotoStep.module.css';

interface PhotoTileProps {
  photo: Photo;
  index: number;
  count: number;
  onRemove: () => void;
  onMove: (to: number) => void;
  onRetry: () => void;
}

/** One photo: its preview, upload progress or failure, and buttons to reorder, retry and remove it. */
export function PhotoTile({ photo, index, count, onRemove, onMove, onRetry }: PhotoTileProps) {
  const { t } = useTranslation(['post', 'errors']);
  const n = index + 1;
  const src = photo.preview ?? photo.url;
  const isCover = index === 0;
  return (
    <li className={styles.tile} aria-label={isCover ? t('photos.coverLabel', { n }) : t('photos.photoLabel', { n })}>
      <div className={styles.frame} data-status={photo.status}>
        {src ? (
          <img src={src} alt="" className={styles.image} />
        ) : (
          <Icon name="image-off" size={28} aria-hidden="true" className={styles.placeholder} />
        )}
        {isCover && (
          <span className={styles.coverBadge}>
            <Icon name="star" size={12} aria-hidden="true" />
            {t('photos.cover')}
          </span>
        )}
        <button type="button" className={styles.remove} onClick={onRemove} aria-label={t('photos.remove', { n })}>
          <Icon name="trash-2" size={16} aria-hidden="true" />
        </button>
      </div>

      {photo.status === 'uploading' && (
        <progress
          className={styles.progress}
          max={100}
          value={Math.round(photo.progress * 100)}
          aria-label={t('photos.uploading', { n })}
        />
      )}
      {photo.status === 'failed' && (
        <div className={styles.failure}>
          <p role="alert" className={styles.failureText}>
            <Icon name="circle-alert" size={14} aria-hidden="true" />
            <span>
              {t('photos.uploadFailed')} {errorText(photo.error, t)}
            </span>
          </p>
          <button type="button" className={styles.retry} onClick={onRetry}>
            <Icon name="rotate-cw" size={14} aria-hidden="true" />
            {t('photos.retry')} <span className="visually-hidden">{t('photos.retryWhich', { n })}</span>
          </button>
        </div>
      )}
      {photo.refused && (
        <p className={styles.failureText}>
          <Icon name="circle-alert" size={14} aria-hidden="true" />
          <span>{t('photos.refused')}</span>
        </p>
      )}

      {count > 1 && (
        <div className={styles.order}>
          <button
            type="button"
            className={styles.orderButton}
            onClick={() => onMove(index - 1)}
            disabled={index === 0}
            aria-label={t('photos.moveLeft', { n })}
            title={t('photos.moveLeft', { n })}
          >
            <Icon name="arrow-left" size={16} aria-hidden="true" />
          </button>
          {!isCover && (
            <button
              type="button"
              className={styles.orderButton}
              onClick={() => onMove(0)}
              aria-label={t('photos.makeCover', { n })}
              title={t('photos.makeCover', { n })}
            >
              <Icon name="star" size={16} aria-hidden="true" />
            </button>
          )}
          <button
            type="button"
            className={styles.orderButton}
            onClick={() => onMove(index + 1)}
            disabled={index === count - 1}
            aria-label={t('photos.moveRight', { n })}
            title={t('photos.moveRight', { n })}
          >
            <Icon name="arrow-right" size={16} aria-hidden="true" />
          </button>
        </div>
      )}
    </li>
  );
}
