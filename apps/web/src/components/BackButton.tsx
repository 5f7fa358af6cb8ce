import { useTranslation } from 'react-i18next';
import { useGoBack } from '../lib/use-go-back';
import styles from './BackButton.module.css';
import { Icon } from './Icon';

/**
 * A phone's way back (its screens have no browser toolbar to trust): to where the person came from in
 * this visit, scrolled as they left it, or, on an address opened from outside, to `fallback`.
 */
export function BackButton({ fallback, className }: { fallback: string; className?: string }) {
  const { t } = useTranslation();
  const goBack = useGoBack(fallback);
  return (
    <button
      type="button"
      className={`${styles.back} ${className ?? 'phone-only'}`}
      aria-label={t('nav.back')}
      onClick={goBack}
    >
      <Icon name="arrow-left" size={22} aria-hidden="true" />
    </button>
  );
}
