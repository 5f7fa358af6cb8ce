import type { AdvertDetail } from '@zeng/contract/adverts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CATEGORY_LISTING, similarParams } from '../../../components/advert/advert-detail';
import { AdvertCard } from '../../../components/advert-card/AdvertCard';
import { ScrollRow } from '../../../components/scroll-row/ScrollRow';
import { writeListParams } from '../../../lib/listing-params';
import { useSimilarAdverts } from '../api/similar-adverts';
import styles from './SimilarAdverts.module.css';

/** A row of similar adverts that scrolls sideways (arrows with a mouse), with a link to the whole filtered listing. */
export function SimilarAdverts({ advert }: { advert: AdvertDetail }) {
  const { t } = useTranslation('advert');
  const { data: cards, status } = useSimilarAdverts(advert);
  if (status !== 'success' || cards.length === 0) return null;

  const search = writeListParams(similarParams(advert)).toString();
  const more = `${CATEGORY_LISTING[advert.category]}${search ? `?${search}` : ''}`;

  return (
    <section className={styles.similar} aria-labelledby="similar-adverts-heading">
      <div className={styles.head}>
        <h2 id="similar-adverts-heading" className={styles.heading}>
          {t('similar')}
        </h2>
        <Link to={more} className={styles.more}>
          {t('seeMore')}
        </Link>
      </div>
      <ScrollRow previousLabel={t('similarPrevious')} nextLabel={t('similarNext')}>
        {cards.map((card) => (
          <li key={card.id}>
            <AdvertCard advert={card} titleAs="h3" />
          </li>
        ))}
      </ScrollRow>
    </section>
  );
}
