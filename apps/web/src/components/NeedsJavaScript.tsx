import { PATHS } from '@zeng/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link, useMatches } from 'react-router';
import { Icon } from './Icon';
import { MessagePage } from './MessagePage';

/** Why a screen drawn in the browser needs it, by its route (app/screens.tsx); any other says so plainly. */
const REASONS: Record<string, 'signIn' | 'posting' | 'liked'> = {
  login: 'signIn',
  signUp: 'signIn',
  registration: 'signIn',
  otpConfirm: 'signIn',
  addAdvert: 'posting',
  likedPage: 'liked',
};

/**
 * What a browser without JavaScript shows in place of a screen only the browser draws (BrowserOnly.tsx):
 * why it needs JavaScript, what to do, and the adverts, which work without it. Written by the server
 * alone, inside a <noscript>: its words (locales/noscript.json) are never the browser's to load.
 */
export function NeedsJavaScript() {
  const { t } = useTranslation('noscript');
  const screen = useMatches().at(-1)?.id ?? '';
  return (
    <MessagePage
      icon={<Icon name="info" size={48} />}
      title={t('title')}
      text={`${t(`reasons.${REASONS[screen] ?? 'other'}`)} ${t('whatToDo')}`}
    >
      <Link to={PATHS.home}>{t('browse')}</Link>
    </MessagePage>
  );
}
