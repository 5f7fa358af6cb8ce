import type { CurrentUser } from '@zeng/contract/auth';
import {
  BUSINESS_ADDRESS_MAX_LENGTH,
  BUSINESS_HOURS_MAX_LENGTH,
  BUSINESS_NAME_MAX_LENGTH,
} from '@zeng/contract/constants';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import form from '../../../components/form/form.module.css';
import { Icon } from '../../../components/Icon';
import { errorText } from '../../../lib/error-text';
import { type BusinessDetails, useUpdateBusinessDetails } from '../api/update-account';
import styles from '../SettingsPage.module.css';

/**
 * A business account's name, address and opening hours (issue 37), shown on its seller page. Each is
 * optional; an emptied field is cleared. Saved with the button (or Enter in the name).
 */
export function BusinessDetailsForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation(['settings', 'errors']);
  const ids = useId();
  const save = useUpdateBusinessDetails();
  const [details, setDetails] = useState<BusinessDetails>({
    businessName: user.businessName ?? '',
    businessAddress: user.businessAddress ?? '',
    businessHours: user.businessHours ?? '',
  });
  const field = (key: keyof BusinessDetails) => ({
    id: `${ids}-${key}`,
    value: details[key],
    disabled: save.isPending,
    onChange: (event: { target: { value: string } }) => {
      save.reset();
      setDetails((now) => ({ ...now, [key]: event.target.value }));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(details);
  };

  return (
    <form className={styles.business} onSubmit={submit} aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className={styles.businessTitle}>
        {t('business.title')}
      </h3>
      <p className={styles.businessHint}>{t('business.hint')}</p>
      <label htmlFor={`${ids}-businessName`} className={styles.fieldLabel}>
        {t('business.name')}
      </label>
      <input
        className={`${form.input} ${styles.input}`}
        maxLength={BUSINESS_NAME_MAX_LENGTH}
        autoComplete="organization"
        {...field('businessName')}
      />
      <label htmlFor={`${ids}-businessAddress`} className={styles.fieldLabel}>
        {t('business.address')}
      </label>
      <textarea
        className={`${form.input} ${styles.input}`}
        rows={2}
        maxLength={BUSINESS_ADDRESS_MAX_LENGTH}
        autoComplete="street-address"
        {...field('businessAddress')}
      />
      <label htmlFor={`${ids}-businessHours`} className={styles.fieldLabel}>
        {t('business.hours')}
      </label>
      <textarea
        className={`${form.input} ${styles.input}`}
        rows={2}
        maxLength={BUSINESS_HOURS_MAX_LENGTH}
        placeholder={t('business.hoursExample')}
        {...field('businessHours')}
      />
      <button
        type="submit"
        className={`${form.primary} ${styles.save}`}
        disabled={save.isPending}
        aria-busy={save.isPending}
      >
        {save.isPending ? t('business.saving') : t('business.save')}
      </button>
      {save.isError && (
        <p role="alert" className={styles.alert}>
          <Icon name="circle-alert" size={18} aria-hidden="true" />
          {errorText(save.error, t)}
        </p>
      )}
      <p role="status" className={styles.saved}>
        {save.isSuccess ? t('business.saved') : ''}
      </p>
    </form>
  );
}
