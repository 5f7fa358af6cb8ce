import type { AdvertDetail } from '@zeng/contract/adverts';
import { STATS_DAYS } from '@zeng/contract/contact';
import { useTranslation } from 'react-i18next';
import panel from '../../../components/advert/panel.module.css';
import { formatDate } from '../../../lib/dates';
import { currentLanguage } from '../../../lib/i18n';
import { useAdvertStats } from '../api/advert-visits';
import styles from './AdvertStats.module.css';

const WIDTH = 300;
const HEIGHT = 80;

/**
 * The seller's view of how their advert does (issue 37): unique views and numbers revealed on each of
 * the last 30 days, as bars drawn in SVG (no chart library: thirty pairs of rectangles), the same figures
 * in a table a screen reader reads.
 */
export function AdvertStats({ advert }: { advert: AdvertDetail }) {
  const { t, i18n } = useTranslation('advert');
  const stats = useAdvertStats(advert.category, advert.id);
  if (!stats.data) return null;
  const { days, totalViews, totalReveals } = stats.data;
  const lng = currentLanguage(i18n.resolvedLanguage);
  const most = Math.max(1, ...days.map((d) => d.views));
  const slot = WIDTH / days.length;
  const barHeight = (n: number) => (n / most) * (HEIGHT - 4);
  const dayName = (day: string) => formatDate(`${day}T12:00:00Z`, lng);
  const recent = days.reduce((sum, d) => ({ views: sum.views + d.views, reveals: sum.reveals + d.reveals }), {
    views: 0,
    reveals: 0,
  });

  return (
    <section className={panel.panel} aria-labelledby="advert-stats-heading">
      <h2 id="advert-stats-heading" className={panel.heading}>
        {t('stats.heading')}
      </h2>
      <p className={styles.totals}>{t('stats.totals', { views: totalViews, reveals: totalReveals })}</p>
      <figure className={styles.figure}>
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={styles.chart} aria-hidden="true" preserveAspectRatio="none">
          {days.map((d, i) => (
            <g key={d.day}>
              <rect
                className={styles.views}
                x={i * slot + 1}
                y={HEIGHT - barHeight(d.views)}
                width={slot - 2}
                height={barHeight(d.views)}
              />
              <rect
                className={styles.reveals}
                x={i * slot + slot / 4}
                y={HEIGHT - barHeight(d.reveals)}
                width={slot / 2}
                height={barHeight(d.reveals)}
              />
            </g>
          ))}
        </svg>
        <figcaption className={styles.caption}>
          <span className={styles.legend}>
            <span className={`${styles.swatch} ${styles.views}`} aria-hidden="true" />
            {t('stats.views')}
          </span>
          <span className={styles.legend}>
            <span className={`${styles.swatch} ${styles.reveals}`} aria-hidden="true" />
            {t('stats.reveals')}
          </span>
          <span className={styles.range}>{t('stats.lastDays', { count: STATS_DAYS, ...recent })}</span>
        </figcaption>
        <table className="visually-hidden">
          <caption>{t('stats.heading')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('stats.day')}</th>
              <th scope="col">{t('stats.views')}</th>
              <th scope="col">{t('stats.reveals')}</th>
            </tr>
          </thead>
          <tbody>
            {days
              .filter((d) => d.views > 0 || d.reveals > 0)
              .map((d) => (
                <tr key={d.day}>
                  <th scope="row">{dayName(d.day)}</th>
                  <td>{d.views}</td>
                  <td>{d.reveals}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </figure>
    </section>
  );
}
