import { PATHS } from '@zeng/contract/routes';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { Icon } from '../../components/Icon';
import popup from './popup.module.css';
import styles from './TopBar.module.css';
import { usePopup } from './use-popup';

export const CATEGORY_LINKS = [
  { to: PATHS.home, key: 'nav.phones' },
  { to: PATHS.tablets, key: 'nav.tablets' },
  { to: PATHS.simCards, key: 'nav.simCards' },
  { to: PATHS.accessories, key: 'nav.accessories' },
  { to: PATHS.shopsServices, key: 'nav.shopsServices' },
  { to: PATHS.likedPage, key: 'nav.likedPage' },
] as const;

type CategoryLink = (typeof CATEGORY_LINKS)[number];

interface Widths {
  links: number[];
  more: number;
}

/**
 * How many links, from the first, fit in `room` px: all of them when they fit, otherwise as many as
 * leave room for the More button that holds the rest.
 */
export function linksThatFit({ links, more }: Widths, room: number): number {
  if (links.reduce((sum, w) => sum + w, 0) <= room) return links.length;
  let used = more;
  let count = 0;
  for (const width of links) {
    if (used + width > room) break;
    used += width;
    count++;
  }
  return count;
}

// Fractional widths: whole pixels, rounded, could add up to a link that overflows by a fraction.
const widthOf = (element: Element) => element.getBoundingClientRect().width;

const linkClass = ({ isActive }: { isActive: boolean }) => (isActive ? `${styles.link} ${styles.active}` : styles.link);

/**
 * The category links of the desktop bar. The links that do not fit beside the logo and the buttons,
 * at this width in this language, go into a More menu, so none is ever cut. Each link is measured
 * once per language (all of them laid out, before the browser paints); a change of the bar's width
 * then only recounts.
 */
export function TopBarLinks() {
  const { t, i18n } = useTranslation();
  const nav = useRef<HTMLElement>(null);
  const [widths, setWidths] = useState<Widths | null>(null);
  const [room, setRoom] = useState(0);
  const language = i18n.resolvedLanguage;

  // New labels, new widths: lay every link out again and measure.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language is the reason to measure again.
  useLayoutEffect(() => setWidths(null), [language]);

  useLayoutEffect(() => {
    const element = nav.current;
    if (widths !== null || !element) return;
    // While measuring, the nav holds every link and then the More button, in that order.
    const children = [...element.children];
    const more = children[CATEGORY_LINKS.length];
    setWidths({ links: children.slice(0, CATEGORY_LINKS.length).map(widthOf), more: more ? widthOf(more) : 0 });
    setRoom(widthOf(element));
  }, [widths]);

  useLayoutEffect(() => {
    const element = nav.current;
    if (!element) return;
    const observer = new ResizeObserver(() => setRoom(widthOf(element)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const shown = widths ? linksThatFit(widths, room) : CATEGORY_LINKS.length;
  const rest = CATEGORY_LINKS.slice(shown);

  return (
    <nav ref={nav} aria-label={t('nav.main')} className={styles.links} data-measured={widths !== null}>
      {CATEGORY_LINKS.slice(0, shown).map((link) => (
        <NavLink key={link.to} to={link.to} end className={linkClass}>
          {t(link.key)}
        </NavLink>
      ))}
      {(widths === null || rest.length > 0) && <MoreLinks links={rest} />}
    </nav>
  );
}

/** A disclosure button and the list of the links that did not fit; the button is marked when it holds the current page. */
function MoreLinks({ links }: { links: readonly CategoryLink[] }) {
  const { t } = useTranslation();
  const { open, setOpen, root, trigger } = usePopup();
  const panelId = useId();
  const { pathname } = useLocation();
  const holdsCurrent = links.some((link) => link.to === pathname);

  return (
    <div className={styles.more} ref={root}>
      <button
        ref={trigger}
        type="button"
        className={linkClass({ isActive: holdsCurrent })}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        {t('nav.more')}
        <Icon name="chevron-down" size={16} aria-hidden="true" />
      </button>
      {open && (
        <ul id={panelId} className={`${popup.panel} ${styles.morePanel}`}>
          {links.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end className={`${popup.item} ${styles.moreLink}`} onClick={() => setOpen(false)}>
                {t(link.key)}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
