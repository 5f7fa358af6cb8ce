/**
 * Taps made before the app is live are kept and carried out once it is (docs/decisions/0019).
 *
 * The page arrives drawn by the server and its app's code comes after its first picture: on a slow
 * phone a person sees a heart, an arrow or a menu seconds before React owns it. A link, or a form the
 * server answers, works without the app; a button does nothing without it. So the page starts, before
 * anything is drawn, by listening for taps on buttons, radios and boxes React has not made live yet:
 * each pulses softly while it waits and is clicked again once React has made it live, in the order they
 * were made.
 *
 * It also notes which of the page's later parts (components/LazyPart.tsx) a person reaches for — a
 * touch, a focus, a pointer over it — in `<html data-wanted-parts>` and tells the part (`zeng:want`), so a
 * part's code is fetched when someone is about to use it, never with the page.
 *
 * Nothing here changes an element React will hydrate (an attribute it did not render would not match):
 * the waiting control's pulse is an animation, the wanted parts are noted on `<html>`, outside the app.
 *
 * This function is the page's one inline script (vite.config.ts writes it into index.html, whole:
 * everything it uses is inside it; the server allows exactly it by its hash). The app itself never
 * imports it.
 */
export function keepEarlyTaps(document: Document) {
  /**
   * What a person can press that is not a link. A radio or a box ticked before the app is live would
   * be ticked back by React as it takes over the page (it draws what its state says): it is kept too.
   */
  const CONTROL = 'button,[role="button"],input[type="radio"],input[type="checkbox"]';
  /** How often a waiting tap looks whether its control has become live. */
  const POLL_MS = 50;
  /**
   * React keeps a hydrated element's props on the element under a key of its own (`__reactProps$…`):
   * from then on its handlers are React's. Before, React drops a tap on it.
   */
  const isLive = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  const waiting: { control: HTMLElement; pulse: Animation }[] = [];
  let replaying = false;

  /** Carries out the waiting taps in order, each once its control is live; a control that is gone is dropped. */
  const replay = () => {
    for (let next = waiting[0]; next; next = waiting[0]) {
      const { control, pulse } = next;
      if (control.isConnected && !isLive(control)) {
        setTimeout(replay, POLL_MS);
        return;
      }
      waiting.shift();
      pulse.cancel();
      if (control.isConnected) control.click();
    }
    replaying = false;
  };

  const wanted = document.documentElement.dataset;
  const reachFor = (event: Event) => {
    const part = (event.target as Element | null)?.closest?.('[data-part]');
    const name = part?.getAttribute('data-part');
    if (!part || !name || wanted.wantedParts?.split(' ').includes(name)) return;
    wanted.wantedParts = `${wanted.wantedParts ?? ''} ${name}`.trim();
    part.dispatchEvent(new Event('zeng:want', { bubbles: true }));
  };

  const keepTap = (event: MouseEvent) => {
    const control = (event.target as Element | null)?.closest?.<HTMLElement>(CONTROL);
    if (!control || isLive(control)) return;
    // A submit button whose form the server answers works without the app.
    if (control instanceof HTMLButtonElement && control.type === 'submit' && control.form?.hasAttribute('action'))
      return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // Seen to be taken: a soft pulse until the tap is carried out (none where motion is reduced).
    const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
    const pulse = control.animate([{ opacity: 1 }, { opacity: still ? 1 : 0.55 }], {
      duration: 600,
      direction: 'alternate',
      iterations: Number.POSITIVE_INFINITY,
    });
    waiting.push({ control, pulse });
    if (!replaying) {
      replaying = true;
      replay();
    }
  };

  // Captured on the document: before React's own listeners, on the app's root, see the event.
  for (const type of ['pointerdown', 'focusin', 'mouseover']) {
    document.addEventListener(type, reachFor, { capture: true, passive: true });
  }
  document.addEventListener(
    'click',
    (event) => {
      reachFor(event);
      keepTap(event);
    },
    true,
  );
}
