import { PATHS } from '@zeng/contract/routes';
import { useFormContext } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FieldError } from '../../../components/form/FieldError';
import type { AdvertFormValues } from '../form/advert-form-values';
import { useFieldState } from '../form/announcement';
import styles from './TermsField.module.css';

/** "I accept the terms and conditions", the terms a link of their own (opened in a new tab, keeping the form). */
export function TermsField() {
  const { t } = useTranslation('post');
  const { register } = useFormContext<AdvertFormValues>();
  const { id, errorId, error, errorKey, announce } = useFieldState('terms');
  return (
    <div className={styles.terms}>
      <div className={styles.row}>
        <input
          id={id}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...register('terms')}
        />
        <label htmlFor={id} className={styles.label}>
          <Trans
            t={t}
            i18nKey="terms.accept"
            components={{ terms: <Link to={PATHS.terms} target="_blank" rel="noopener" className={styles.link} /> }}
          />
        </label>
      </div>
      {error && (
        <FieldError key={errorKey} id={errorId} announce={announce}>
          {error}
        </FieldError>
      )}
    </div>
  );
}
