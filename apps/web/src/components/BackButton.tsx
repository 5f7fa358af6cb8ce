import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import styles from './BackButton.module.css';
import { Icon } from './Icon';

/**
 * A phone's way back (its screens have no browser toolbar to trust): to where the person came from in
 * this visit, scrolled as they left it, or, on an address opened from outside, to `fallback`.
 */
export function BackButton({ fallback, className }: { fallback: string; className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // The first address of a visit has the key "default": there is nowhere of ours to go back to.
  const cameFromHere = useLocation().key !== 'default';
  return (
    <button
      type="button"
      className={`${styles.back} ${className ?? 'phone-only'}`}
      aria-label={t('nav.back')}
      onClick={() => (cameFromHere ? navigate(-1) : navigate(fallback))}
    >
      <Icon name="arrow-left" size={22} aria-hidden="true" />
    </button>
  );
}
