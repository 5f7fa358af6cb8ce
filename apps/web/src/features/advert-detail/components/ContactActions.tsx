import type { AdvertDetail } from '@zeng/contract/adverts';
import { takesCalls, takesWhatsApp, whatsAppHref } from '@zeng/contract/contact';
import { formatPhoneInternational, telHref } from '@zeng/contract/phone';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon';
import { errorText } from '../../../lib/error-text';
import { useRevealContact } from '../api/advert-contact';
import styles from './AdvertSummary.module.css';

/**
 * The way to the seller (issue 37): "Show number" asks the server for it (counted, limited per address);
 * then Call and WhatsApp, as the seller chose, the WhatsApp message naming the advert's address. On a
 * phone the bar stays above the tab bar.
 */
export function ContactActions({ advert, title, href }: { advert: AdvertDetail; title: string; href: string }) {
  const { t } = useTranslation(['advert', 'errors']);
  const reveal = useRevealContact(advert.category, advert.id);
  const first = useRef<HTMLAnchorElement>(null);
  const contact = reveal.data;
  // The links take the button's place: the focus goes where the person's tap was.
  useEffect(() => {
    if (contact) first.current?.focus();
  }, [contact]);

  return (
    // Marked for what else is fixed at the bottom of a phone's screen (the language offer) to stay above it.
    <div className={styles.callBar} data-fixed-bar="">
      {contact ? (
        <div className={styles.contacts}>
          {takesCalls(contact.contactBy) && (
            <a ref={first} className={styles.call} href={telHref(contact.phoneNumber)}>
              <Icon name="phone" size={20} aria-hidden="true" />
              <span>{t('call')}</span>
              <span className={styles.callNumber}>{formatPhoneInternational(contact.phoneNumber)}</span>
            </a>
          )}
          {takesWhatsApp(contact.contactBy) && (
            <a
              ref={takesCalls(contact.contactBy) ? undefined : first}
              className={styles.whatsapp}
              href={whatsAppHref(
                contact.phoneNumber,
                t('contact.whatsappMessage', { title, url: new URL(href, window.location.origin).href }),
              )}
              target="_blank"
              rel="noopener noreferrer"
            >
              <Icon name="message-circle" size={20} aria-hidden="true" />
              <span>{t('contact.whatsapp')}</span>
              {!takesCalls(contact.contactBy) && (
                <span className={styles.callNumber}>{formatPhoneInternational(contact.phoneNumber)}</span>
              )}
            </a>
          )}
        </div>
      ) : (
        <button
          type="button"
          className={styles.call}
          disabled={reveal.isPending}
          aria-busy={reveal.isPending}
          onClick={() => reveal.mutate()}
        >
          <Icon name="phone" size={20} aria-hidden="true" />
          <span>{t('contact.show')}</span>
        </button>
      )}
      {reveal.isError && (
        <p className={styles.contactError} role="alert">
          {errorText(reveal.error, t)}
        </p>
      )}
    </div>
  );
}
