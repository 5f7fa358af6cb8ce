/**
 * When each of the page's later parts (components/LazyPart.tsx) is wanted, so its code is fetched:
 * when a person reaches for it (the page's inline script, src/early-taps.ts, notes it in
 * `<html data-wanted-parts>` and tells the part `zeng:want`), when the app navigates or the page is a
 * person's own (app/start.tsx), or when it is first drawn in the browser.
 */

/** Each part's gate: settled once its code is wanted. */
const gates = new Map<string, { open: () => void; opened: Promise<void> }>();
let everyPart = false;

function gate(name: string) {
  let entry = gates.get(name);
  if (!entry) {
    let open = () => {};
    const opened = new Promise<void>((resolve) => {
      open = resolve;
    });
    entry = { open, opened };
    gates.set(name, entry);
    if (everyPart) open();
  }
  return entry;
}

/** Asks for a part's code, now or whenever the part first waits for it. */
export const wantPart = (name: string) => gate(name).open();

/** Asks for the code of every part drawn, now and from now on. */
export function wantEveryPart() {
  everyPart = true;
  for (const { open } of gates.values()) open();
}

/** Settles once the part's code is wanted. */
export const whenPartWanted = (name: string): Promise<void> => gate(name).opened;

/** Follows what the page's inline script says a person reached for, before and after the app started. */
export function followWantedParts() {
  for (const name of document.documentElement.dataset.wantedParts?.split(' ') ?? []) wantPart(name);
  document.addEventListener('zeng:want', ({ target }) => {
    const name = target instanceof Element && target.getAttribute('data-part');
    if (name) wantPart(name);
  });
}
