import type { ProductCategory } from '@zeng/contract/constants';
import { requestPreviewHref } from '@zeng/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/Icon';
import type { PreviewState, QueuePlace } from '../admin-params';
import styles from './ReviewLink.module.css';

export interface ReviewLinkProps {
  category: ProductCategory;
  id: number;
  /** The queue page it is on: the preview returns there after a decision. */
  place: QueuePlace;
  /** Names the request for screen readers: every row has a Review link. */
  title: string;
}

/** Opens /requestPreview with id and category in the URL and in navigation state. */
export function ReviewLink({ category, id, place, title }: ReviewLinkProps) {
  const { t } = useTranslation('admin');
  const state: PreviewState = { id, productCategory: category, page: place.page, at: place.at };
  return (
    <Link
      to={requestPreviewHref(category, id)}
      state={state}
      className={styles.review}
      aria-label={t('reviewLabel', { title })}
    >
      {t('review')}
      <Icon name="chevron-right" size={18} aria-hidden="true" />
    </Link>
  );
}
