import { PATHS } from '@zeng/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import form from '../../components/form/form.module.css';
import { Icon } from '../../components/Icon';
import { nextSignInStep, returnPathIn, withReturnPath } from '../../lib/return-path';
import { AuthLayout } from './components/AuthLayout';
import { type CarriedPhone, carriedPhone } from './phone-input';

/**
 * The sign-up landing: a prompt and the way to /registration (and to /login for people with an account).
 * A number carried here (login found no account for it), and where the person was going, go on to
 * the registration form.
 */
export function SignUpPage() {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const carried = carriedPhone(location.state);
  const next = returnPathIn(location.search);
  return (
    <AuthLayout
      next={next}
      icon="user-round-plus"
      title={t('signUp.title')}
      subtitle={t('signUp.text')}
      footer={
        <>
          {t('signUp.haveAccount')}
          <Link to={withReturnPath(PATHS.login, next)} state={nextSignInStep(location.state)}>
            {t('signUp.login')}
          </Link>
        </>
      }
    >
      <Link
        to={withReturnPath(PATHS.registration, next)}
        state={nextSignInStep(location.state, carried ? ({ phoneNumber: carried } satisfies CarriedPhone) : undefined)}
        className={form.primary}
      >
        {t('signUp.register')}
        <Icon name="arrow-right" size={18} aria-hidden="true" />
      </Link>
    </AuthLayout>
  );
}

/** The screen as its route entry loads it (app/screens.tsx). */
export { SignUpPage as Component };
