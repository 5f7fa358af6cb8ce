import type { Language } from '@zeng/contract/constants';
import { lazy, Suspense, startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { currentLanguage } from '../../lib/i18n';
import { offeredLanguage } from '../../lib/language-choice';
import { useRouteDocumentTitle } from '../../lib/use-document-title';
import styles from './AppLayout.module.css';
import { TopBar } from './TopBar';

// Below every list and page body, never in the first view: it arrives after the first paint.
const Footer = lazy(() => import('./Footer').then((m) => ({ default: m.Footer })));
// Drawn by the server; live once its code arrives, after the page's own content (its own Suspense boundary).
const MobileTabBar = lazy(() => import('./MobileTabBar').then((m) => ({ default: m.MobileTabBar })));
// Only for a visitor whose browser prefers another of our languages: most never load it.
const LanguageOffer = lazy(() => import('./LanguageOffer').then((m) => ({ default: m.LanguageOffer })));

/** Whether to offer another language, decided once the page is live (the server cannot know). */
function useOfferedLanguage(language: string): Language | null {
  const [offered, setOffered] = useState<Language | null>(null);
  useEffect(() => {
    const offer = offeredLanguage(currentLanguage(language));
    // Not urgent, and the layout's update would reach the parts below it that are still hydrating:
    // as a transition React hydrates them in short tasks, not at once in one long one.
    if (offer !== null) startTransition(() => setOffered(offer));
    return () => setOffered(null);
  }, [language]);
  return offered;
}

export interface RouteHandle {
  /** Home, About Us and contact pages carry the footer with the call-in phone, map and tax id. */
  footer?: boolean;
  /** A lazy screen's source file, as the build's manifest names it (app/routes.tsx). */
  module?: string;
  /** The translations a lazy screen needs besides `common`. */
  namespaces?: string[];
}

export function AppLayout() {
  const { t, i18n } = useTranslation();
  const matches = useMatches();
  const showFooter = matches.some((m) => (m.handle as RouteHandle | undefined)?.footer);
  useRouteDocumentTitle();
  const offered = useOfferedLanguage(i18n.language);

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        {t('app.skipToContent')}
      </a>
      <TopBar />
      <main id="main" className={styles.main}>
        {/* A screen's translations may still be on their way after a change of language. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      {showFooter && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
      <Suspense fallback={null}>
        <MobileTabBar />
      </Suspense>
      {offered && (
        <Suspense fallback={null}>
          <LanguageOffer pageLanguage={currentLanguage(i18n.language)} offered={offered} />
        </Suspense>
      )}
      <ScrollRestoration />
    </div>
  );
}
