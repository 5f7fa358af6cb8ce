import { PATHS } from '@zeng/contract/routes';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { Icon } from '../../../components/Icon';
import type { IconName } from '../../../components/icon/sprite-icons';
import { useSignedIn } from '../../../lib/session';
import styles from './AuthLayout.module.css';

export interface AuthLayoutProps {
  icon: IconName;
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** A line under the card, such as "Already have an account? Log in". */
  footer?: ReactNode;
  /** Where signing in leads (a same-site path), else home. */
  next?: string | null | undefined;
}

const BENEFITS = [
  { key: 'benefits.free', icon: 'tag' },
  { key: 'benefits.checked', icon: 'badge-check' },
  { key: 'benefits.noPassword', icon: 'key-round' },
] as const;

/**
 * Every sign-in screen: one card on a phone; on a desktop the card beside a short panel on why to sign
 * up. A person who comes to one signed in already (Back or Forward to it after signing in, an old link)
 * is sent on to where it leads; read as the screen opens, as signing in on it is the screen's to follow.
 */
export function AuthLayout({ icon, title, subtitle, children, footer, next }: AuthLayoutProps) {
  const { t } = useTranslation('auth');
  const titleId = useId();
  const [arrivedSignedIn] = useState(useSignedIn());
  if (arrivedSignedIn) return <Navigate to={next ?? PATHS.home} replace />;
  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby={titleId}>
        <span className={styles.badge} aria-hidden="true">
          <Icon name={icon} size={28} />
        </span>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        <div className={styles.content}>{children}</div>
        {footer && <p className={styles.footer}>{footer}</p>}
      </section>
      <aside className={styles.aside}>
        <p className={styles.asideTitle}>{t('benefits.title')}</p>
        <ul className={styles.benefits}>
          {BENEFITS.map(({ key, icon: benefitIcon }) => (
            <li key={key}>
              <span className={styles.benefitIcon} aria-hidden="true">
                <Icon name={benefitIcon} size={20} />
              </span>
              {t(key)}
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
