import type { AdvertDetail } from '@zeng/contract/adverts';
import {
  REASON_NEEDS_NOTE,
  REPORT_NOTE_MAX_LENGTH,
  REPORT_REASONS,
  type ReportReason,
} from '@zeng/contract/report-reasons';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FieldError } from '../../../components/form/FieldError';
import form from '../../../components/form/form.module.css';
import { Icon } from '../../../components/Icon';
import { ApiError } from '../../../lib/api-client';
import { errorText } from '../../../lib/error-text';
import { useReportAdvert } from '../api/report-advert';
import styles from './ReportAdvert.module.css';

type Problem = 'chooseReason' | 'noteRequired' | null;

/**
 * "Report this advert" (issue 37): a typed reason and, for "something else", the person's words. Sent
 * once per person; a second time the server says so and the page says it was reported already.
 */
export function ReportAdvert({ advert }: { advert: AdvertDetail }) {
  const { t } = useTranslation(['advert', 'errors']);
  const ids = useId();
  const report = useReportAdvert(advert.category, advert.id);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<Problem>(null);
  const already = report.error instanceof ApiError && report.error.code === 'ALREADY_REPORTED';

  if (report.isSuccess || already) {
    return (
      <p className={styles.done} role="status">
        <Icon name="circle-check" size={18} aria-hidden="true" />
        {t(already ? 'report.already' : 'report.sent')}
      </p>
    );
  }

  const send = () => {
    if (!reason) return setProblem('chooseReason');
    if (reason === REASON_NEEDS_NOTE && !note.trim()) return setProblem('noteRequired');
    setProblem(null);
    report.mutate(
      { reason, note },
      {
        onSuccess: () => setOpen(false),
        onError: (error) => {
          if (error instanceof ApiError && error.code === 'ALREADY_REPORTED') setOpen(false);
        },
      },
    );
  };
  const noteRequired = reason === REASON_NEEDS_NOTE;
  const failure = report.isError && !already ? errorText(report.error, t) : null;

  return (
    <>
      <button type="button" className={styles.open} onClick={() => setOpen(true)}>
        <Icon name="flag" size={18} aria-hidden="true" />
        {t('report.open')}
      </button>
      <ConfirmDialog
        open={open}
        title={t('report.title')}
        confirmLabel={t('report.send')}
        cancelLabel={t('report.cancel')}
        busy={report.isPending}
        busyLabel={t('report.sending')}
        onConfirm={send}
        onCancel={() => !report.isPending && setOpen(false)}
      >
        <p className={styles.intro}>{t('report.intro')}</p>
        <fieldset
          className={styles.reasons}
          aria-invalid={problem === 'chooseReason' ? true : undefined}
          aria-describedby={problem === 'chooseReason' ? `${ids}-reason-error` : undefined}
        >
          <legend className={styles.legend}>{t('report.reasonLegend')}</legend>
          {REPORT_REASONS.map((value) => (
            <label key={value} className={styles.reason}>
              <input
                type="radio"
                name={`${ids}-reason`}
                value={value}
                checked={reason === value}
                disabled={report.isPending}
                onChange={() => {
                  setReason(value);
                  if (problem === 'chooseReason') setProblem(null);
                }}
              />
              <span>{t(`report.reasons.${value}`)}</span>
            </label>
          ))}
        </fieldset>
        {problem === 'chooseReason' && (
          <FieldError id={`${ids}-reason-error`} announce>
            {t('report.chooseReason')}
          </FieldError>
        )}
        <label htmlFor={`${ids}-note`} className={styles.noteLabel}>
          {t(noteRequired ? 'report.noteRequired' : 'report.noteOptional')}
        </label>
        <textarea
          id={`${ids}-note`}
          className={`${form.input} ${styles.note}`}
          rows={3}
          maxLength={REPORT_NOTE_MAX_LENGTH}
          value={note}
          disabled={report.isPending}
          required={noteRequired}
          aria-invalid={problem === 'noteRequired' ? true : undefined}
          aria-describedby={problem === 'noteRequired' ? `${ids}-count ${ids}-note-error` : `${ids}-count`}
          onChange={(event) => {
            setNote(event.target.value);
            if (problem === 'noteRequired') setProblem(null);
          }}
        />
        <p id={`${ids}-count`} className={styles.counter}>
          {t('report.noteCount', { length: note.length, max: REPORT_NOTE_MAX_LENGTH })}
        </p>
        {problem === 'noteRequired' && (
          <FieldError id={`${ids}-note-error`} announce>
            {t('report.noteMissing')}
          </FieldError>
        )}
        {failure && (
          <p className={styles.failure} role="alert">
            {failure}
          </p>
        )}
      </ConfirmDialog>
    </>
  );
}
