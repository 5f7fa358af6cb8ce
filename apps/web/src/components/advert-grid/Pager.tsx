import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './Pager.module.css';

/** How many numbered pages either side of the current one the pager names. */
const AROUND = 3;
/** Every this many pages, a page the pager always names: any page is two steps from any other. */
const MILESTONE = 10;

/**
 * The numbers a pager shows for page `current` of `last` (unknown: the list did not say how many it
 * holds): the first, the last, every tenth and those near the current one, with null where a run is
 * left out. A crawler, which has only the links, reaches page 57 of 100 from the first by 50 or 60.
 */
export function pageNumbers(current: number, last: number | undefined): (number | null)[] {
  const end = last ?? current + 1;
  const numbers: (number | null)[] = [];
  for (let n = 1; n <= end; n++) {
    const near = Math.abs(n - current) <= AROUND;
    if (n === 1 || n === last || near || (last !== undefined && n % MILESTONE === 0)) numbers.push(n);
    else if (numbers.at(-1) !== null) numbers.push(null);
  }
  return numbers;
}

export interface PagerProps {
  /** The last numbered page shown (the one the address names, plus those "Show more" added). */
  current: number;
  /** The list's last page, where its count is known. */
  last: number | undefined;
  hasNext: boolean;
  href: (n: number) => string;
}

/**
 * The list's numbered pages as links (drawn by the server, its code fetched when wanted): a person can
 * jump ahead, and a crawler reaches every page in a few steps rather than one "next" at a time.
 */
export function Pager({ current, last, hasNext, href }: PagerProps) {
  const { t } = useTranslation();
  const numbers = pageNumbers(current, hasNext ? last : current);
  if (numbers.length < 2) return null;
  return (
    <nav className={styles.pager} aria-label={t('listing.pages')}>
      {numbers.map((n, at) =>
        n === null ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a gap is known by its place alone
          <span key={`gap-${at}`} className={styles.gap} aria-hidden="true">
            …
          </span>
        ) : n === current ? (
          <span key={n} className={styles.page} aria-current="page">
            {n}
          </span>
        ) : (
          <Link key={n} to={href(n)} className={styles.page}>
            {n}
          </Link>
        ),
      )}
    </nav>
  );
}
