import { PATHS } from '@zeng/contract/routes';
import ArrowRight from 'lucide-react/icons/arrow-right';
import UserRoundPlus from 'lucide-react/icons/user-round-plus';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import form from '../../components/form/form.module.css';
import { AuthLayout } from './components/AuthLayout';

/** The sign-up landing: a prompt and the way to /registration (and to /login for people with an account). */
export function SignUpPage() {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout
      icon={UserRoundPlus}
      title={t('signUp.title')}
      subtitle={t('signUp.text')}
      footer={
        <>
          {t('signUp.haveAccount')}
          <Link to={PATHS.login}>{t('signUp.login')}</Link>
        </>
      }
    >
      <Link to={PATHS.registration} className={form.primary}>
        {t('signUp.register')}
        <ArrowRight size={18} aria-hidden="true" />
      </Link>
    </AuthLayout>
  );
}
