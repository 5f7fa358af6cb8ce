import type { ProductCategory } from '@zeng/contract/constants';
import type { AdvertRequest } from '@zeng/contract/moderation';
import { formatPhoneInternational, telHref } from '@zeng/contract/phone';
import { formatPrice } from '@zeng/contract/price';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AttributeRows } from '../../../components/advert/AttributeRows';
import { advertImages, advertTitle } from '../../../components/advert/advert-detail';
import { DeviceCondition } from '../../../components/advert/DeviceCondition';
import { detailRows } from '../../../components/advert/detail-rows';
import { Gallery } from '../../../components/gallery/Gallery';
import type { GalleryLabels } from '../../../components/gallery/gallery-types';
import { Icon } from '../../../components/Icon';
import { currentLanguage } from '../../../lib/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useIsDesktop } from '../../../lib/use-is-desktop';
import { summarizeRequest } from '../request-summary';
import { DecisionPanel, type DecisionPanelProps } from './DecisionPanel';
import { DecisionState } from './DecisionState';
import { PhotoMatches } from './PhotoMatches';
import styles from './RequestView.module.css';
import { WaitingTime } from './WaitingTime';

const PHOTO_SIZE = { width: 1600, height: 1200 };
const LOGO_SIZE = { width: 256, height: 256 };

export interface RequestViewProps {
  category: ProductCategory;
  request: AdvertRequest;
  onDecided: DecisionPanelProps['onDecided'];
}

/**
 * What a moderator judges: the photos (a SIM's provider picture), the seller's name and phone, the
 * advert's attributes, price and comment; then Accept or Reject while it is pending.
 */
export function RequestView({ category, request, onDecided }: RequestViewProps) {
  const { t, i18n } = useTranslation(['admin', 'common']);
  const { t: tAdvert } = useTranslation('advert');
  const isDesktop = useIsDesktop();
  const [failure, setFailure] = useState<string | null>(null);
  // The version shown when the moderator opened the request: if the seller edits it meanwhile (a
  // refused decision reloads it, so may a refetch), the page says the text before them is new.
  const [openedVersion] = useState(request.submittedAt);
  // A refused decision already says why (ADVERT_CHANGED), so the notice is for a change found otherwise.
  const changed = request.submittedAt !== openedVersion && failure === null;
  const title = advertTitle(request);
  useDocumentTitle(title);
  const language = currentLanguage(i18n.resolvedLanguage);
  const isSim = category === 'sim';

  const images = advertImages(request).map((src, i) => ({
    src,
    alt: tAdvert('gallery.photoAlt', { title, n: i + 1 }),
    ...(isSim ? LOGO_SIZE : PHOTO_SIZE),
  }));
  const labels: GalleryLabels = {
    region: tAdvert('gallery.region'),
    previous: tAdvert('gallery.previous'),
    next: tAdvert('gallery.next'),
    open: (n, total) => tAdvert('gallery.open', { n, total }),
    viewAll: (total) => tAdvert('gallery.viewAll', { total }),
    collage: tAdvert('gallery.collage'),
    viewer: tAdvert('gallery.viewer'),
    zoomHint: tAdvert('gallery.zoomHint'),
    close: tAdvert('gallery.close'),
  };
  // The filters behind a detail row are for shoppers; a moderator only reads the values.
  const rows = detailRows(request, tAdvert, language).map(({ filter: _filter, ...row }) => row);
  const summary = summarizeRequest(request, t, language);
  const comment = request.comment.trim();
  const pending = request.state === undefined || request.state === 'PENDING';

  return (
    <article className={styles.view}>
      <div className={styles.galleryArea}>
        <Gallery images={images} labels={labels} collage={!isDesktop} variant={isSim ? 'logo' : 'photo'} />
      </div>
      <div className={styles.summaryArea}>
        <div className={styles.summary}>
          <p className={styles.price}>
            {formatPrice(request.price)} {t('common.azn', { ns: 'common' })}
          </p>
          <h1 className={styles.title}>{title}</h1>
          <dl className={styles.facts}>
            <div>
              <dt>
                <Icon name="user-round" size={16} aria-hidden="true" />
                {t('preview.seller')}
              </dt>
              <dd>{request.user.firstName}</dd>
            </div>
            <div>
              <dt>
                <Icon name="phone" size={16} aria-hidden="true" />
                {t('preview.phone')}
              </dt>
              <dd>
                <a href={telHref(request.sellerPhone)}>{formatPhoneInternational(request.sellerPhone)}</a>
              </dd>
            </div>
            <div>
              <dt>{t('columns.submitted')}</dt>
              <dd>{summary.submitted}</dd>
            </div>
            {pending && (
              <div>
                <dt>{t('columns.waiting')}</dt>
                <dd>
                  <WaitingTime seconds={request.waitingSeconds} />
                </dd>
              </div>
            )}
          </dl>
          {failure && (
            <p role="alert" className={styles.failure}>
              <Icon name="circle-alert" size={18} aria-hidden="true" />
              {failure}
            </p>
          )}
          {changed && (
            <p role="status" className={styles.changed}>
              <Icon name="info" size={18} aria-hidden="true" />
              {t('preview.changed')}
            </p>
          )}
          {pending ? (
            <DecisionPanel
              category={category}
              id={request.id}
              submittedAt={request.submittedAt}
              onDecided={onDecided}
              onFailure={setFailure}
            />
          ) : (
            <DecisionState state={request.state} reason={request.rejectionReason ?? null} />
          )}
        </div>
      </div>
      <div className={styles.detailsArea}>
        {request.photoMatches && <PhotoMatches matches={request.photoMatches} />}
        <AttributeRows rows={rows} onOpen={() => {}} />
        {/* A moderator reads the whole IMEI (the server answers it whole to them). */}
        {(request.category === 'phone' || request.category === 'tablet') && <DeviceCondition advert={request} />}
        <section className={styles.comment} aria-labelledby="request-comment-heading">
          <h2 id="request-comment-heading" className={styles.sectionHeading}>
            {t('preview.comment')}
          </h2>
          <p className={comment ? styles.commentText : styles.noComment}>{comment || t('preview.noComment')}</p>
        </section>
      </div>
    </article>
  );
}
