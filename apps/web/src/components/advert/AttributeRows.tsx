import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isPlainClick } from '../../lib/plain-click';
import { Icon } from '../Icon';
import styles from './AttributeRows.module.css';
import type { DetailRow } from './detail-rows';
import panel from './panel.module.css';

export interface AttributeRowsProps {
  rows: DetailRow[];
  onOpen: (row: DetailRow) => void;
}

/** Label and value per row; a tappable value lists the category's adverts with that value. */
export function AttributeRows({ rows, onOpen }: AttributeRowsProps) {
  const { t } = useTranslation('advert');
  return (
    <section className={panel.panel} aria-labelledby="advert-rows-heading">
      <h2 id="advert-rows-heading" className={panel.heading}>
        {t('rows.heading')}
      </h2>
      <dl className={styles.rows}>
        {rows.map((row) => (
          <div key={row.id} className={styles.row}>
            <dt className={styles.label}>{row.label}</dt>
            <dd className={styles.value}>
              {row.filter && row.landing ? (
                // A link to the value's landing page, which a crawler and a new tab follow; a tap opens
                // the adverts sharing the value over the page, as the advert page always has.
                <Link
                  to={row.landing}
                  className={styles.link}
                  aria-label={t('showAdverts', { value: row.value })}
                  onClick={(event) => {
                    if (!isPlainClick(event)) return;
                    event.preventDefault();
                    onOpen(row);
                  }}
                >
                  {row.value}
                  <Icon name="chevron-right" size={16} aria-hidden="true" />
                </Link>
              ) : row.filter ? (
                <button
                  type="button"
                  className={styles.link}
                  aria-label={t('showAdverts', { value: row.value })}
                  onClick={() => onOpen(row)}
                >
                  {row.value}
                  <Icon name="chevron-right" size={16} aria-hidden="true" />
                </button>
              ) : (
                row.value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
