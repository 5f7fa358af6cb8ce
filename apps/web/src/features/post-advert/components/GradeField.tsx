import { GRADES } from '@zeng/contract/constants';
import { LOCKED_GRADE } from '@zeng/contract/device-condition';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import form from '../../../components/form/form.module.css';
import { Icon } from '../../../components/Icon';
import type { AdvertFormValues } from '../form/advert-form-values';
import { useFieldState } from '../form/announcement';
import { ChipFieldset } from './ChipFieldset';
import styles from './fields.module.css';

/**
 * A device's grade, each with its written criteria, so a seller picks the one a buyer will find when
 * they meet (issue 37). A device locked to an account is for parts only: the other grades are offered
 * once the lock is unticked.
 */
export function GradeField() {
  const { t } = useTranslation(['post', 'advert']);
  const { register, control } = useFormContext<AdvertFormValues>();
  const locked = useWatch({ control, name: 'accountLocked' });
  return (
    <ChipFieldset field="grade" legend={t('fields.grade')}>
      {(chip) => (
        <div className={styles.grades}>
          <p className={form.hint}>{t('fields.gradeHint')}</p>
          {GRADES.map((grade, index) => (
            <label key={grade} className={styles.grade}>
              {/* Named by the grade, described by its criteria: a screen reader says the name first, short. */}
              <input
                type="radio"
                id={index === 0 ? chip.id : undefined}
                value={grade}
                disabled={locked && grade !== LOCKED_GRADE}
                aria-invalid={chip['aria-invalid']}
                aria-labelledby={`${chip.id}-${grade}`}
                aria-describedby={`${chip.id}-${grade}-criteria`}
                {...register('grade')}
              />
              <span>
                <span id={`${chip.id}-${grade}`} className={styles.gradeName}>
                  {t(`grades.${grade}.name`, { ns: 'advert' })}
                </span>
                <span id={`${chip.id}-${grade}-criteria`} className={styles.gradeCriteria}>
                  {t(`grades.${grade}.criteria`, { ns: 'advert' })}
                </span>
              </span>
            </label>
          ))}
        </div>
      )}
    </ChipFieldset>
  );
}

/** "Locked to an iCloud or Google account": ticking it makes the device one for parts. */
export function AccountLockField() {
  const { t } = useTranslation('post');
  const { register, setValue } = useFormContext<AdvertFormValues>();
  const { id, hintId } = useFieldState('accountLocked');
  return (
    <div className={styles.field}>
      <label className={styles.chip}>
        <input
          type="checkbox"
          id={id}
          aria-describedby={hintId}
          {...register('accountLocked', {
            onChange: (event: { target: { checked: boolean } }) => {
              if (event.target.checked) setValue('grade', LOCKED_GRADE, { shouldDirty: true });
            },
          })}
        />
        <Icon name="lock" size={16} aria-hidden="true" />
        <span>{t('fields.accountLocked')}</span>
      </label>
      <p id={hintId} className={form.hint}>
        {t('fields.accountLockedHint')}
      </p>
    </div>
  );
}
