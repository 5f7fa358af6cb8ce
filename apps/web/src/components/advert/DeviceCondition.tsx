import type { PhoneDetail, TabletDetail } from '@zeng/contract/adverts';
import { IMEI_STATUS_CHECK_URL } from '@zeng/contract/device-condition';
import { useTranslation } from 'react-i18next';
import { Icon } from '../Icon';
import styles from './DeviceCondition.module.css';
import panel from './panel.module.css';

/**
 * What a buyer of a used phone asks before calling (issue 37): the grade and its written criteria, an
 * account lock, the defects the seller ticked and what comes in the box; then the IMEI (masked for
 * visitors) and the seller's word on its registration in Azerbaijan, with the official check beside it.
 */
export function DeviceCondition({ advert }: { advert: PhoneDetail | TabletDetail }) {
  const { t } = useTranslation('advert');
  const sealed = advert.grade === 'new_sealed';
  return (
    <>
      <section className={panel.panel} aria-labelledby="advert-condition-heading">
        <h2 id="advert-condition-heading" className={panel.heading}>
          {t('condition.heading')}: {t(`grades.${advert.grade}.name`)}
        </h2>
        <p className={styles.criteria}>{t(`grades.${advert.grade}.criteria`)}</p>
        {advert.accountLocked && (
          <p className={styles.warning}>
            <Icon name="lock" size={18} aria-hidden="true" />
            <span>{t('condition.locked')}</span>
          </p>
        )}
        <dl className={styles.facts}>
          {!sealed && (
            <div>
              <dt>{t('condition.defects')}</dt>
              <dd>
                {advert.defects.length > 0
                  ? advert.defects.map((defect) => t(`defects.${defect}`)).join(', ')
                  : t('condition.noDefects')}
              </dd>
            </div>
          )}
          <div>
            <dt>{t('condition.inBox')}</dt>
            <dd>
              {advert.inBox.length > 0
                ? advert.inBox.map((item) => t(`inBox.${item}`)).join(', ')
                : t('condition.nothingInBox')}
            </dd>
          </div>
        </dl>
      </section>
      <section className={panel.panel} aria-labelledby="advert-imei-heading">
        <h2 id="advert-imei-heading" className={panel.heading}>
          {t('imei.heading')}
        </h2>
        <p className={styles.imei}>
          <span className={styles.imeiLabel}>{t('imei.label')}</span>{' '}
          {advert.imei ? <span className={styles.imeiDigits}>{advert.imei}</span> : t('imei.notGiven')}
        </p>
        {advert.imei?.includes('•') && <p className={styles.note}>{t('imei.masked')}</p>}
        <p className={advert.imeiRegistered === false ? styles.warning : styles.statement}>
          <Icon
            name={
              advert.imeiRegistered === true ? 'shield-check' : advert.imeiRegistered === false ? 'shield-x' : 'info'
            }
            size={18}
            aria-hidden="true"
          />
          <span>
            {t(
              advert.imeiRegistered === true
                ? 'imei.registered'
                : advert.imeiRegistered === false
                  ? 'imei.notRegistered'
                  : 'imei.unknown',
            )}
          </span>
        </p>
        <a className={styles.check} href={IMEI_STATUS_CHECK_URL} target="_blank" rel="noopener noreferrer external">
          {t('imei.check')}
          <Icon name="external-link" size={16} aria-hidden="true" />
        </a>
      </section>
    </>
  );
}
