import type { Language } from '@zeng/contract/constants';
import { lazy, Suspense, startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useMatches } from 'react-router';
import { lazyPart } from '../../components/LazyPart';
import { currentLanguage } from '../../lib/i18n';
import { offeredLanguage } from '../../lib/language-choice';
import { useRouteDocumentTitle } from '../../lib/use-document-title';
import styles from './AppLayout.module.css';
import { TopBar } from './TopBar';

// Drawn by the server as links that work without the app; their code comes when wanted
// (components/LazyPart.tsx). Toasts follow an action, never the first paint: lib/toast.ts wants their slot.
const Footer = lazyPart('footer', () => import('./Footer').then((m) => m.Footer));
const MobileTabBar = lazyPart('tab-bar', () => import('./MobileTabBar').then((m) => m.MobileTabBar));
const ToastSlot = lazyPart('toasts', () => import('../../components/toast/ToastSlot').then((m) => m.ToastSlot));
// Only for a visitor whose browser prefers another of our languages: most never load it.
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

export function AppLayout() {
  const { t, i18n } = useTranslation();
  useRouteDocumentTitle();
  // The screen's name in the route table (app/screens.tsx): what a test or a stylesheet can tell it by.
  const screen = useMatches().at(-1)?.id;

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skip}>
        {t('app.skipToContent')}
      </a>
      <TopBar />
      <main id="main" className={styles.main} data-screen={screen}>
        {/* A screen's translations may still be on their way after a change of language. */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      {/* Every page ends with it, a listing too: its list stops growing by itself after a few pages. */}
      <Footer />
      <MobileTabBar />
      <LanguageOfferSlot language={currentLanguage(i18n.language)} />
      <ToastSlot />
      <ScrollRestoration />
    </div>
  );
}
