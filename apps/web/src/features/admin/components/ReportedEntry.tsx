import { REMOVAL_REASON_MAX_LENGTH } from '@zeng/contract/report-reasons';
import type { ReportedAdvert } from '@zeng/contract/reports';
import { sellerHref } from '@zeng/contract/routes';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdvertCard } from '../../../components/advert-card/AdvertCard';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FieldError } from '../../../components/form/FieldError';
import { Icon } from '../../../components/Icon';
import { toCard } from '../../../lib/adverts-query';
import { formatDateTime } from '../../../lib/dates';
import { errorText } from '../../../lib/error-text';
import { currentLanguage } from '../../../lib/i18n';
import { showToast } from '../../../lib/toast';
import { type ReportsDecision, useDecideReports } from '../api/reported-adverts';
import decision from './DecisionPanel.module.css';
import styles from './ReportedEntry.module.css';

type Asking = ReportsDecision['action'] | null;

/**
 * One reported advert: its card, whether reports took it out of the listings, its seller, every open
 * report with its reason and words, and the two answers: dismiss the reports (a held advert comes back
 * as it was) or remove the advert with a reason its seller reads.
 */
export function ReportedEntry({ entry }: { entry: ReportedAdvert }) {
  const { t, i18n } = useTranslation(['admin', 'advert', 'errors']);
  const language = currentLanguage(i18n.resolvedLanguage);
  const ids = useId();
  const decide = useDecideReports(entry.advertId);
  const [asking, setAsking] = useState<Asking>(null);
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const send = (decision: ReportsDecision) =>
    decide.mutate(decision, {
      onSuccess: () => {
        setAsking(null);
        showToast({ text: t(decision.action === 'dismiss' ? 'reports.dismissedToast' : 'reports.removedToast') });
      },
      onError: (error) => {
        setAsking(null);
        setFailure(errorText(error, t));
      },
    });
  const confirm = () => {
    if (asking === 'dismiss') send({ action: 'dismiss' });
    if (asking === 'remove') {
      if (!reason.trim()) return setReasonMissing(true);
      send({ action: 'remove', reason });
    }
  };
  const ask = (action: Exclude<Asking, null>) => {
    setFailure(null);
    setAsking(action);
  };
  const close = () => !decide.isPending && setAsking(null);

  return (
    <article className={styles.entry} aria-labelledby={`${ids}-title`}>
      <div className={styles.card}>
        <AdvertCard advert={toCard(entry.card)} likeable={false} titleAs="h3" />
      </div>
      <div className={styles.body}>
        <h3 id={`${ids}-title`} className="visually-hidden">
          {t('reports.entryLabel', { id: entry.advertId })}
        </h3>
        <p className={entry.held ? `${styles.standing} ${styles.held}` : styles.standing}>
          <Icon name={entry.held ? 'shield-x' : 'flag'} size={18} aria-hidden="true" />
          {entry.held ? t('reports.held') : t(`reports.states.${entry.state}`)}
        </p>
        <p className={styles.meta}>
          {t('reports.seller')}{' '}
          <Link to={sellerHref(entry.sellerId)} className={styles.link}>
            {entry.sellerName}
          </Link>
          {' · '}
          {t('reports.firstReported', { date: formatDateTime(entry.firstReportedAt, language) })}
        </p>
        <h4 className={styles.reportsHeading}>{t('reports.count', { count: entry.reports.length })}</h4>
        <ul className={styles.reports}>
          {entry.reports.map((report) => (
            <li key={`${report.at}-${report.reason}-${report.note ?? ''}`} className={styles.report}>
              <span className={styles.reason}>{t(`advert:report.reasons.${report.reason}`)}</span>
              {report.note && <q className={styles.note}>{report.note}</q>}
              <span className={styles.when}>
                {formatDateTime(report.at, language)} · {t(report.signedIn ? 'reports.signedIn' : 'reports.anonymous')}
              </span>
            </li>
          ))}
        </ul>
        {failure && (
          <p className={styles.failure} role="alert">
            {failure}
          </p>
        )}
        <div className={decision.buttons}>
          <button type="button" className={decision.accept} onClick={() => ask('dismiss')}>
            <Icon name="check" size={20} aria-hidden="true" />
            {t('reports.dismiss')}
          </button>
          <button type="button" className={decision.reject} onClick={() => ask('remove')}>
            <Icon name="trash-2" size={20} aria-hidden="true" />
            {t('reports.remove')}
          </button>
        </div>
      </div>
      <ConfirmDialog
        open={asking === 'dismiss'}
        title={t('reports.dismissTitle')}
        confirmLabel={t('reports.dismiss')}
        cancelLabel={t('preview.close')}
        busy={decide.isPending}
        busyLabel={t('reports.deciding')}
        onConfirm={confirm}
        onCancel={close}
      >
        {t(entry.held ? 'reports.dismissHeldText' : 'reports.dismissText')}
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'remove'}
        title={t('reports.removeTitle')}
        confirmLabel={t('reports.remove')}
        cancelLabel={t('preview.close')}
        busy={decide.isPending}
        busyLabel={t('reports.deciding')}
        tone="danger"
        onConfirm={confirm}
        onCancel={close}
      >
        <p className={decision.dialogText}>{t('reports.removeText')}</p>
        <label htmlFor={`${ids}-reason`} className={decision.reasonLabel}>
          {t('reports.reasonLabel')}
        </label>
        <textarea
          id={`${ids}-reason`}
          className={decision.reason}
          rows={4}
          maxLength={REMOVAL_REASON_MAX_LENGTH}
          value={reason}
          required
          disabled={decide.isPending}
          aria-invalid={reasonMissing ? true : undefined}
          aria-describedby={reasonMissing ? `${ids}-reason-error` : undefined}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonMissing(false);
          }}
        />
        {reasonMissing && (
          <FieldError id={`${ids}-reason-error`} announce>
            {t('reports.reasonMissing')}
          </FieldError>
        )}
      </ConfirmDialog>
    </article>
  );
}
