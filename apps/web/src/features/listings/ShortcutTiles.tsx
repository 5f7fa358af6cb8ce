import { PATHS } from '@zeng/contract/routes';
import { CalendarDays, CardSim, Headphones, Heart, type IconNode, Store, Tablet } from 'lucide';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon';
import styles from './ShortcutTiles.module.css';

interface Tile {
  key: string;
  to: string;
  icon: IconNode;
  state?: { productCategory: string };
}

/** The six mobile shortcuts of the home screen (docs/product.md, "Listings"). */
const TILES: Tile[] = [
  { key: 'todayAdverts', to: PATHS.todayAdverts, icon: CalendarDays, state: { productCategory: 'phone' } },
  { key: 'tablets', to: PATHS.tablets, icon: Tablet },
  { key: 'simCards', to: PATHS.simCards, icon: CardSim },
  { key: 'accessories', to: PATHS.accessories, icon: Headphones },
  { key: 'shopsServices', to: PATHS.shopsServices, icon: Store },
  { key: 'likedPage', to: PATHS.likedPage, icon: Heart },
];

export function ShortcutTiles() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('home.shortcuts')}>
      <ul className={styles.grid}>
        {TILES.map(({ key, to, icon, state }) => (
          <li key={key}>
            <Link to={to} state={state} className={styles.tile}>
              <Icon node={icon} size={26} aria-hidden="true" />
              <span>{t(`home.${key}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
