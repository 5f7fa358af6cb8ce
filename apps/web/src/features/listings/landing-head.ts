import { localizedPath } from '@zeng/contract/routes';
import type { ScreenHead } from '../../app/screen-entry';
import { LISTINGS } from '../../lib/listing-config';
import type { LandingScreenData } from './landing-loader';
import { landingDocumentName, landingTitle, linkName, priceRange } from './landing-name';

/**
 * "Apple iPhone 15 Pro — 37 elan, 900–2 100 AZN": what people search for (the model, the city, the
 * price) and how much the page holds, with its breadcrumb as schema.org's BreadcrumbList.
 */
export const landingHead: ScreenHead<LandingScreenData> = ({ landing }, { t, language, origin }) => {
  if (!landing) return {};
  const name = landingTitle(t, landing);
  const range = priceRange(t, landing);
  const adverts = t('landing:adverts', { count: landing.adverts });
  const config = LISTINGS[landing.category];
  const crumbs = [
    { name: t(config.titleKey), path: config.path },
    ...landing.trail.map((link) => ({ name: linkName(t, link), path: link.path })),
    { name, path: landing.path },
  ];
  return {
    title: landingDocumentName(t, landing),
    description: t('head:landingDescription', { name, adverts, prices: range && t('head:prices', { range }) }),
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: crumbs.map((crumb, at) => ({
          '@type': 'ListItem',
          position: at + 1,
          name: crumb.name,
          item: new URL(localizedPath(crumb.path, language), origin).toString(),
        })),
      },
    ],
  };
};
