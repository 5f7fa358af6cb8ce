import type { Language } from '@zeng/contract/constants';
import { lazy, Suspense, startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router';
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
// Toasts follow an action, never the first paint: their slot stays out of home's script.
const ToastSlot = lazy(() => import('../../components/toast/ToastSlot').then((m) => ({ default: m.ToastSlot })));
const LanguageOffer = lazy(() => import('./LanguageOffer').then((m) => ({ default: m.LanguageOffer })));

/**
 * Another of our languages offered once the page is live (the server cannot know). The choice is this
 * slot's own state, not the layout's: set in the layout, it re-rendered every part of the page below,
 * and an update over parts still hydrating could be held back by them, so the offer now and then never
 * showed.
 */
function LanguageOfferSlot({ language }: { language: Language }) {
  const [offered, setOffered] = useState<Language | null>(null);
  useEffect(() => {
    const offer = offeredLanguage(language);
    // Not urgent: as a transition it waits for the browser rather than the other way round.
    if (offer !== null) startTransition(() => setOffered(offer));
    return () => setOffered(null);
  }, [language]);
  if (offered === null) return null;
  return (
    <Suspense fallback={null}>
      <LanguageOffer pageLanguage={language} offered={offered} />
    </Suspense>
  );
}

export interface RouteHandle {
  /** A lazy screen's source file, as the build's manifest names it (app/routes.tsx). */
  module?: string;
  /** The translations a lazy screen needs besides `common`. */
  namespaces?: string[];
}

export function AppLayout() {
  const { t, i18n } = useTranslation();
  useRouteDocumentTitle();

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
      {/* Every page ends with it, a listing too: its list stops growing by itself after a few pages. */}
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <Suspense fallback={null}>
        <MobileTabBar />
      </Suspense>
      <LanguageOfferSlot language={currentLanguage(i18n.language)} />
      <Suspense fallback={null}>
        <ToastSlot />
      </Suspense>
      <ScrollRestoration />
    </div>
  );
}
