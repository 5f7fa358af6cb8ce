import { COMMENT_MAX_LENGTH } from '@zeng/contract/constants';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import form from '../../../components/form/form.module.css';
import type { AdvertFormValues } from '../form/advert-form-values';
import { FieldShell } from './FieldShell';
import styles from './fields.module.css';
import { LengthLimit, useLengthLimit } from './LengthLimit';
import { Step } from './Step';

/** The last step: a free comment of at most 500 characters (as a person counts them), with a live counter. */
export function CommentStep({ number }: { number: number }) {
  const { t } = useTranslation('post');
  const { control, register } = useFormContext<AdvertFormValues>();
  const comment = useWatch({ control, name: 'comment' });
  const limit = useLengthLimit(COMMENT_MAX_LENGTH);
  const registered = register('comment', { onChange: limit.typed });
  return (
    <Step number={number} title={t('steps.comment')}>
      <FieldShell
        field="comment"
        label={t('fields.comment')}
        optional
        after={<LengthLimit value={comment} limit={limit} />}
      >
        {(aria) => (
          <textarea
            {...aria}
            className={`${form.input} ${styles.textarea}`}
            maxLength={limit.maxLengthFor(comment)}
            rows={5}
            placeholder={t('fields.commentPlaceholder')}
            onPaste={limit.onPaste}
            {...registered}
          />
        )}
      </FieldShell>
    </Step>
  );
}
