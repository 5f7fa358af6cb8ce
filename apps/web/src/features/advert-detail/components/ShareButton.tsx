import { isRecord } from '@zeng/contract/typed';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';
import styles from './AdvertSummary.module.css';

export interface ShareButtonProps {
  /** The page's address in the app (the router's, language prefix included): the link shared is absolute. */
  path: string;
  title: string;
}

/** How long the "link copied" note stays. */
const NOTE_MS = 3000;

/**
 * The system share sheet where there is one; otherwise the link goes to the clipboard with a
 * "link copied" note; otherwise a prompt shows the link to copy by hand (docs/product.md, "The advert page").
 */
export function ShareButton({ path, title }: ShareButtonProps) {
  const { t } = useTranslation('advert');
  const [copied, setCopied] = useState(false);

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), NOTE_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const share = async () => {
    const url = new URL(path, window.location.origin).toString();
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (err) {
        // The person closed the sheet: nothing more to do. Any other failure falls through to copying.
        if (isRecord(err) && err.name === 'AbortError') return;
      }
    }
    if (typeof navigator.clipboard?.writeText === 'function') {
      try {
        await navigator.clipboard.writeText(url);
        setCopied(true);
        return;
      } catch {
        // Refused (no permission, an insecure page): the prompt below still offers the link.
      }
    }
    window.prompt(t('copyLinkPrompt'), url);
  };

  return (
    <>
      <button type="button" className={styles.action} onClick={() => void share()}>
        <Icon name="share-2" size={20} aria-hidden="true" />
        <span>{t('share')}</span>
      </button>
      <p role="status" className={copied ? `${styles.toast} ${styles.toastShown}` : styles.toast}>
        {copied ? t('linkCopied') : ''}
      </p>
    </>
  );
}
