import { PATHS } from '@zeng/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon';
import type { IconName } from '../../components/icon/sprite-icons';
import styles from './ShortcutTiles.module.css';

interface Tile {
  key: string;
  to: string;
  icon: IconName;
  state?: { productCategory: string };
}

/** The six mobile shortcuts of the home screen (docs/product.md, "Listings"). */
const TILES: Tile[] = [
  { key: 'todayAdverts', to: PATHS.todayAdverts, icon: 'calendar-days', state: { productCategory: 'phone' } },
  { key: 'tablets', to: PATHS.tablets, icon: 'tablet' },
  { key: 'simCards', to: PATHS.simCards, icon: 'card-sim' },
  { key: 'accessories', to: PATHS.accessories, icon: 'headphones' },
  { key: 'shopsServices', to: PATHS.shopsServices, icon: 'store' },
  { key: 'likedPage', to: PATHS.likedPage, icon: 'heart' },
];

export function ShortcutTiles() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('home.shortcuts')}>
      <ul className={styles.grid}>
        {TILES.map(({ key, to, icon, state }) => (
          <li key={key}>
            <Link to={to} state={state} className={styles.tile}>
              <Icon name={icon} size={26} aria-hidden="true" />
              <span>{t(`home.${key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
