import { PATHS } from '@zeng/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import form from '../../components/form/form.module.css';
import { Icon } from '../../components/Icon';
import { AuthLayout } from './components/AuthLayout';
import { type CarriedPhone, carriedPhone } from './phone-input';

/**
 * The sign-up landing: a prompt and the way to /registration (and to /login for people with an account).
 * A number carried here (login found no account for it) goes on to the registration form.
 */
export function SignUpPage() {
  const { t } = useTranslation('auth');
  const carried = carriedPhone(useLocation().state);
  return (
    <AuthLayout
      icon="user-round-plus"
      title={t('signUp.title')}
      subtitle={t('signUp.text')}
      footer={
        <>
          {t('signUp.haveAccount')}
          <Link to={PATHS.login}>{t('signUp.login')}</Link>
        </>
      }
    >
      <Link
        to={PATHS.registration}
        state={carried ? ({ phoneNumber: carried } satisfies CarriedPhone) : undefined}
        className={form.primary}
      >
        {t('signUp.register')}
        <Icon name="arrow-right" size={18} aria-hidden="true" />
      </Link>
    </AuthLayout>
  );
}
