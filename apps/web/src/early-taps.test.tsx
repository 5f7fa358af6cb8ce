import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { keepEarlyTaps } from './early-taps';

// The page's inline script listens on the document once, as it does on a page (one per test file).
beforeAll(() => keepEarlyTaps(document));

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      {`${label} ${count}`}
    </button>
  );
}

/** A page as the server sends it: markup React has not made live yet. */
function serverPage(node: React.ReactElement) {
  const root = document.createElement('div');
  root.innerHTML = renderToString(node);
  document.body.append(root);
  return root;
}

const tap = (element: Element) =>
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));

describe('taps made before the app is live', () => {
  it('are kept, shown as waiting, and carried out in order once React has made the control live', async () => {
    const root = serverPage(<Counter label="Likes" />);
    const button = root.querySelector('button') as HTMLButtonElement;
    const cancel = vi.fn();
    const animate = vi.spyOn(button, 'animate').mockReturnValue({ cancel } as unknown as Animation);

    tap(button);
    tap(button);
    expect(animate).toHaveBeenCalledTimes(2);
    expect(button).toHaveTextContent('Likes 0');

    // Hydrated as a page is, without act(): React's scheduler runs, and the waiting taps with it.
    hydrateRoot(root, <Counter label="Likes" />);
    await vi.waitFor(() => expect(button).toHaveTextContent('Likes 2'));
    expect(cancel).toHaveBeenCalledTimes(2);
  });

  it('keeps a radio chosen before the app is live, which React would otherwise set back', async () => {
    function Kind() {
      const [kind, setKind] = useState('INDIVIDUAL');
      return (
        <fieldset>
          {['INDIVIDUAL', 'BUSINESS'].map((value) => (
            <label key={value}>
              {value}
              <input type="radio" name="kind" value={value} checked={kind === value} onChange={() => setKind(value)} />
            </label>
          ))}
          <output>{kind}</output>
        </fieldset>
      );
    }
    const root = serverPage(<Kind />);
    const business = root.querySelector<HTMLInputElement>('input[value="BUSINESS"]') as HTMLInputElement;
    vi.spyOn(business, 'animate').mockReturnValue({ cancel() {} } as unknown as Animation);

    tap(business);
    // Not chosen yet (the app could not tell), but not lost either.
    expect(business.checked).toBe(false);
    hydrateRoot(root, <Kind />);
    await vi.waitFor(() => expect(root.querySelector('output')).toHaveTextContent('BUSINESS'));
    expect(business.checked).toBe(true);
  });

  it('leaves a live control to React: a tap is carried out once, at once', async () => {
    const root = serverPage(<Counter label="Live" />);
    const button = root.querySelector('button') as HTMLButtonElement;
    const live = new Promise<void>((resolve) => {
      hydrateRoot(root, <Counter label="Live" />, { onRecoverableError: () => resolve() });
      // A hydrated element carries React's props (what the inline script reads as live).
      const look = () =>
        Object.keys(button).some((k) => k.startsWith('__reactProps$')) ? resolve() : setTimeout(look);
      look();
    });
    await live;
    await vi.waitFor(() => expect(button).toHaveAttribute('type', 'button'));
    const animate = vi.spyOn(button, 'animate');
    tap(button);
    await vi.waitFor(() => expect(button).toHaveTextContent('Live 1'));
    expect(animate).not.toHaveBeenCalled();
  });

  it('lets a form the server answers submit without the app', () => {
    const root = serverPage(
      <form action="/search" method="get">
        <button type="submit">Search</button>
      </form>,
    );
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    // jsdom does not submit forms; what matters is that the tap was not taken from the browser.
    root.querySelector('form')?.addEventListener('submit', (event) => event.preventDefault());
    root.querySelector('button')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('tells a part whose code comes later that a person reached for it, once', () => {
    const root = serverPage(
      <div data-part="language-menu">
        <button type="button">Az</button>
      </div>,
    );
    const part = root.querySelector('[data-part]') as HTMLElement;
    const wanted = vi.fn();
    document.addEventListener('zeng:want', wanted);
    const button = part.querySelector('button') as HTMLButtonElement;
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    button.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(document.documentElement.dataset.wantedParts).toBe('language-menu');
    expect(wanted).toHaveBeenCalledTimes(1);
    expect(wanted.mock.lastCall?.[0]).toHaveProperty('target', part);
    document.removeEventListener('zeng:want', wanted);
  });
});
