import type { Landing, LandingKind } from '@zeng/contract/landing';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './LandingLinks.module.css';
import { linkName } from './landing-name';

const NEIGHBOUR_HEADINGS: Record<LandingKind, string> = {
  brand: 'landing:brands',
  model: 'landing:models',
  city: 'landing:cities',
  operator: 'landing:operators',
  prefix: 'landing:prefixes',
  type: 'landing:types',
};

/** Links to the pages beside or below this one (a brand's models, other cities), grouped by kind. */
export function LandingLinks({ links }: { links: Landing['neighbours'] }) {
  const { t } = useTranslation();
  const kinds = [...new Set(links.map((link) => link.kind))];
  return kinds.map((kind) => (
    <nav key={kind} className={styles.links} aria-label={t(NEIGHBOUR_HEADINGS[kind])}>
      <h2>{t(NEIGHBOUR_HEADINGS[kind])}</h2>
      <ul>
        {links
          .filter((link) => link.kind === kind)
          .map((link) => (
            <li key={link.path}>
              <Link to={link.path}>
                {linkName(t, link)} <span className={styles.count}>{link.adverts}</span>
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  ));
}
