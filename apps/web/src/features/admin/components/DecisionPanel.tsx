import { zodResolver } from '@hookform/resolvers/zod';
import type { ProductCategory } from '@zeng/contract/constants';
import { REJECTION_REASON_MAX_LENGTH, rejectionSchema } from '@zeng/contract/moderation';
import { useId, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FieldError } from '../../../components/form/FieldError';
import { fieldIssueCode } from '../../../components/form/field-issue';
import { Icon } from '../../../components/Icon';
import { errorText, issueText } from '../../../lib/error-text';
import { type Decision, useDecideRequest } from '../api/decide-request';
import styles from './DecisionPanel.module.css';

export interface DecisionPanelProps {
  category: ProductCategory;
  id: number;
  /** The version the moderator sees (the request's submittedAt): the decision is on it alone. */
  submittedAt: string;
  /** After the server accepted the decision (the page says so and returns to the queue). */
  onDecided: (action: Decision['action']) => void;
  /**
   * The words for a refused decision, or null when a new one starts. The page shows them: after a
   * refusal the request reloads and, if someone else decided it meanwhile, this panel goes away.
   */
  onFailure: (text: string | null) => void;
}

type Asking = 'approve' | 'reject' | null;

/** The contract's reason for a rejection; the text area always holds text, '' for none. */
const reasonSchema = rejectionSchema.pick({ reason: true }).required();

/**
 * Accept and Reject, each after "Are you sure?"; Reject may give the seller a reason (≤ 300).
 * A refusal closes the question and keeps the moderator here (the page says why).
 */
export function DecisionPanel({ category, id, submittedAt, onDecided, onFailure }: DecisionPanelProps) {
  const { t } = useTranslation(['admin', 'errors']);
  const reasonId = useId();
  const decide = useDecideRequest(category, id, submittedAt);
  const [asking, setAsking] = useState<Asking>(null);
  // Kept while the dialog closes and opens again, so a refused rejection keeps its reason.
  const reasonForm = useForm({ resolver: zodResolver(reasonSchema), defaultValues: { reason: '' } });
  const { field: reason, fieldState } = useController({ name: 'reason', control: reasonForm.control });
  const reasonError = fieldState.error && issueText({ path: '', code: fieldIssueCode(fieldState.error) }, t);

  const ask = (action: Exclude<Asking, null>) => {
    onFailure(null);
    setAsking(action);
  };
  const send = (decision: Decision) =>
    decide.mutate(decision, {
      onSuccess: () => onDecided(decision.action),
      onError: (error) => {
        setAsking(null);
        onFailure(
          `${t(decision.action === 'approve' ? 'preview.acceptFailed' : 'preview.rejectFailed')} ${errorText(error, t)}`,
        );
      },
    });
  const confirm = () => {
    if (asking === 'approve') send({ action: 'approve' });
    if (asking === 'reject') void reasonForm.handleSubmit((checked) => send({ action: 'reject', ...checked }))();
  };
  const close = () => {
    if (!decide.isPending) setAsking(null);
  };

  return (
    <section className={styles.panel} aria-label={t('preview.decision')}>
      <div className={styles.buttons}>
        <button type="button" className={styles.accept} onClick={() => ask('approve')}>
          <Icon name="check" size={20} aria-hidden="true" />
          {t('preview.accept')}
        </button>
        <button type="button" className={styles.reject} onClick={() => ask('reject')}>
          <Icon name="x" size={20} aria-hidden="true" />
          {t('preview.reject')}
        </button>
      </div>
      <ConfirmDialog
        open={asking === 'approve'}
        title={t('preview.confirmTitle')}
        confirmLabel={t('preview.yes')}
        cancelLabel={t('preview.close')}
        busy={decide.isPending}
        busyLabel={t('preview.accepting')}
        onConfirm={confirm}
        onCancel={close}
      >
        {t('preview.acceptText')}
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'reject'}
        title={t('preview.confirmTitle')}
        confirmLabel={t('preview.yes')}
        cancelLabel={t('preview.close')}
        busy={decide.isPending}
        busyLabel={t('preview.rejecting')}
        tone="danger"
        onConfirm={confirm}
        onCancel={close}
      >
        <p className={styles.dialogText}>{t('preview.rejectText')}</p>
        <label htmlFor={reasonId} className={styles.reasonLabel}>
          {t('preview.reasonLabel')}
        </label>
        <textarea
          ref={reason.ref}
          id={reasonId}
          name={reason.name}
          className={styles.reason}
          rows={4}
          maxLength={REJECTION_REASON_MAX_LENGTH}
          value={reason.value}
          disabled={decide.isPending}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? `${reasonId}-count ${reasonId}-error` : `${reasonId}-count`}
          onChange={reason.onChange}
          onBlur={reason.onBlur}
        />
        <p id={`${reasonId}-count`} className={styles.counter}>
          {t('preview.reasonCount', { length: reason.value.length, max: REJECTION_REASON_MAX_LENGTH })}
        </p>
        {reasonError && (
          <FieldError id={`${reasonId}-error`} announce>
            {reasonError}
          </FieldError>
        )}
      </ConfirmDialog>
    </section>
  );
}
