import type { AdvertDetail } from '@zeng/contract/adverts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AttributeRows } from '../../../components/advert/AttributeRows';
import { advertImages, advertTitle, CATEGORY_LISTING } from '../../../components/advert/advert-detail';
import { DeviceCondition } from '../../../components/advert/DeviceCondition';
import { type DetailRow, detailRows } from '../../../components/advert/detail-rows';
import { BackButton } from '../../../components/BackButton';
import { Gallery } from '../../../components/gallery/Gallery';
import type { GalleryLabels } from '../../../components/gallery/gallery-types';
import { currentLanguage } from '../../../lib/i18n';
import styles from '../AdvertDetailPage.module.css';
import { viewerOf } from '../viewer';
import { AdvertNotices } from './AdvertNotices';
import { AdvertStats } from './AdvertStats';
import { AdvertSummary } from './AdvertSummary';
import { AttributeOverlay } from './AttributeOverlay';
import { OwnerActions } from './OwnerActions';
import { ReportAdvert } from './ReportAdvert';
import { SimilarAdverts } from './SimilarAdverts';

/** The large renditions fit inside 1600 × 1600; 4:3 is the usual phone photo and reserves the space. */
const PHOTO_SIZE = { width: 1600, height: 1200 };
const LOGO_SIZE = { width: 256, height: 256 };

/**
 * A loaded advert. Phone: gallery across the width, then price, title and actions, rows, comment,
 * similar adverts, and the Call link fixed above the tab bar. Desktop: gallery and rows on the left
 * (about 60 %), the summary panel on the right.
 */
export function AdvertView({ advert }: { advert: AdvertDetail }) {
  const { t, i18n } = useTranslation('advert');
  const [overlayRow, setOverlayRow] = useState<DetailRow | null>(null);
  const title = advertTitle(advert);
  const isSim = advert.category === 'sim';
  const images = advertImages(advert).map((src, i) => ({
    src,
    alt: t('gallery.photoAlt', { title, n: i + 1 }),
    ...(isSim ? LOGO_SIZE : PHOTO_SIZE),
  }));
  const labels: GalleryLabels = {
    region: t('gallery.region'),
    previous: t('gallery.previous'),
    next: t('gallery.next'),
    open: (n, total) => t('gallery.open', { n, total }),
    viewAll: (total) => t('gallery.viewAll', { total }),
    collage: t('gallery.collage'),
    viewer: t('gallery.viewer'),
    zoomHint: t('gallery.zoomHint'),
    close: t('gallery.close'),
  };
  const rows = detailRows(advert, t, currentLanguage(i18n.resolvedLanguage));
  const comment = advert.comment.trim();

  return (
    <>
      <BackButton fallback={CATEGORY_LISTING[advert.category]} />
      <AdvertNotices advert={advert} />
      <article className={styles.page}>
        <div className={styles.galleryArea}>
          <Gallery images={images} labels={labels} collage variant={isSim ? 'logo' : 'photo'} />
        </div>
        <div className={styles.summaryArea}>
          <AdvertSummary advert={advert} />
        </div>
        <div className={styles.detailsArea}>
          <AttributeRows rows={rows} onOpen={setOverlayRow} />
          {(advert.category === 'phone' || advert.category === 'tablet') && <DeviceCondition advert={advert} />}
          {comment && (
            <section className={styles.comment} aria-labelledby="advert-comment-heading">
              <h2 id="advert-comment-heading" className={styles.sectionHeading}>
                {t('comment')}
              </h2>
              <p className={styles.commentText}>{comment}</p>
            </section>
          )}
          {!viewerOf(advert).isOwner &&
            !advert.soldAt &&
            (advert.state === undefined || advert.state === 'APPROVED') && <ReportAdvert advert={advert} />}
          <OwnerActions advert={advert} />
          {viewerOf(advert).isOwner && <AdvertStats advert={advert} />}
        </div>
        {/* Adverts like a shown one, for buyers: one waiting for review or rejected has none (its similar is 404). */}
        {(advert.state === undefined || advert.state === 'APPROVED') && (
          <div className={styles.similarArea}>
            <SimilarAdverts advert={advert} />
          </div>
        )}
        {overlayRow?.filter && (
          <AttributeOverlay
            category={advert.category}
            row={{ ...overlayRow, filter: overlayRow.filter }}
            onClose={() => setOverlayRow(null)}
          />
        )}
      </article>
    </>
  );
}
