import type { AdvertRequest } from '@zeng/contract/moderation';
import { advertHref } from '@zeng/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/Icon';
import styles from './PhotoMatches.module.css';

/**
 * The request's photos seen in other adverts (issue 37): another seller's is likely stolen, the same
 * seller's a repeat of an advert they posted before. Each names that advert and links to it.
 */
export function PhotoMatches({ matches }: { matches: NonNullable<AdvertRequest['photoMatches']> }) {
  const { t } = useTranslation('admin');
  if (matches.length === 0) return null;
  const stolen = matches.some((match) => !match.sameSeller);
  return (
    <section className={stolen ? styles.stolen : styles.repeated} aria-labelledby="photo-matches-heading">
      <h2 id="photo-matches-heading" className={styles.heading}>
        <Icon name="circle-alert" size={18} aria-hidden="true" />
        {t(stolen ? 'photos.stolenHeading' : 'photos.repeatedHeading')}
      </h2>
      <ul className={styles.list}>
        {matches.map((match) => (
          <li key={`${match.imageUrl}|${match.advertId}`} className={styles.match}>
            <img src={match.imageUrl} alt={t('photos.thisPhoto')} width={68} height={60} />
            <img src={match.matchUrl} alt={t('photos.thatPhoto', { id: match.advertId })} width={68} height={60} />
            <p>
              {t(match.sameSeller ? 'photos.sameSeller' : 'photos.otherSeller', {
                kind: t(match.identical ? 'photos.identical' : 'photos.close'),
              })}{' '}
              <Link to={advertHref(match.category, match.advertId)}>
                {t('photos.advertNumber', { id: match.advertId })}
              </Link>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
