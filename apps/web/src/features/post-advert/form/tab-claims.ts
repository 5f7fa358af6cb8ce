/**
 * Which tab a new advert's form key belongs to (docs/decisions/0009): the tab holds a Web Lock named
 * after the key for as long as it lives, and the browser lets go of it when the tab closes or reloads.
 * Another tab can so tell a draft open elsewhere (its lock held) from one left behind (free to take),
 * which no stored flag can: a closed tab never clears one. The lock is the tab's, not the form's: a
 * person who leaves the form for another screen of the same tab keeps their draft for coming back.
 */

const LOCK_PREFIX = 'zeng.advertForm.';

interface Claim {
  held: Promise<boolean>;
  release: () => void;
}

/** The keys this tab claimed, per lock manager (one per document; tests give each simulated tab its own). */
const claimsOf = new WeakMap<LockManager, Map<string, Claim>>();

/** The browser's Web Locks, where it has them (every current browser, in a secure context; not jsdom). */
export function tabLocks(): LockManager | null {
  return typeof navigator !== 'undefined' && navigator.locks ? navigator.locks : null;
}

/**
 * Claims `key` for this tab: true once it holds it (now, or since an earlier claim), false when
 * another tab does. `waitMs` waits that long for it to be let go, for a tab's own key after a reload,
 * whose previous page may let go of it a moment after the new one asks.
 */
export function claimKey(locks: LockManager, key: string, waitMs = 0): Promise<boolean> {
  let claims = claimsOf.get(locks);
  if (!claims) {
    claims = new Map();
    claimsOf.set(locks, claims);
  }
  const known = claims.get(key);
  if (known) return known.held;
  let release = () => {};
  const letGo = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held = new Promise<boolean>((resolve) => {
    const stopWaiting = new AbortController();
    const timer = waitMs > 0 ? setTimeout(() => stopWaiting.abort(), waitMs) : undefined;
    const options: LockOptions = waitMs > 0 ? { signal: stopWaiting.signal } : { ifAvailable: true };
    locks
      .request(LOCK_PREFIX + key, options, (lock) => {
        clearTimeout(timer);
        resolve(lock !== null);
        return lock ? letGo : undefined;
      })
      // Aborted: another tab kept it all along.
      .catch(() => resolve(false));
  });
  const claim = { held, release };
  claims.set(key, claim);
  void held.then((ok) => {
    if (!ok && claims.get(key) === claim) claims.delete(key);
  });
  return held;
}

/** Lets go of `key` (its advert was sent, or the form took another key): another tab may take it. */
export function releaseKey(locks: LockManager, key: string): void {
  const claims = claimsOf.get(locks);
  claims?.get(key)?.release();
  claims?.delete(key);
}
