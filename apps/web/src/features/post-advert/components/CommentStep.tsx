import { COMMENT_MAX_LENGTH } from '@zeng/contract/constants';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import form from '../../../components/form/form.module.css';
import type { AdvertFormValues } from '../form/advert-form-values';
import { FieldShell } from './FieldShell';
import styles from './fields.module.css';
import { Step } from './Step';

/** The last step: a free comment of at most 500 characters, with a live counter. */
export function CommentStep({ number }: { number: number }) {
  const { t } = useTranslation('post');
  const { control, register } = useFormContext<AdvertFormValues>();
  const length = useWatch({ control, name: 'comment' }).length;
  const counter = (
    <p className={length >= COMMENT_MAX_LENGTH ? `${styles.counter} ${styles.counterFull}` : styles.counter}>
      <span aria-hidden="true">{t('fields.counter', { count: length, max: COMMENT_MAX_LENGTH })}</span>
      <span className="visually-hidden">{t('fields.counterLabel', { count: length, max: COMMENT_MAX_LENGTH })}</span>
    </p>
  );
  return (
    <Step number={number} title={t('steps.comment')}>
      <FieldShell field="comment" label={t('fields.comment')} optional after={counter}>
        {(aria) => (
          <textarea
            {...aria}
            className={`${form.input} ${styles.textarea}`}
            maxLength={COMMENT_MAX_LENGTH}
            rows={5}
            placeholder={t('fields.commentPlaceholder')}
            {...register('comment')}
          />
        )}
      </FieldShell>
    </Step>
  );
}
