import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { BrowserOnly } from './BrowserOnly';

describe('BrowserOnly', () => {
  it('hydrates the place the server sent, its <noscript> message left alone, then draws the screen', async () => {
    const container = document.createElement('div');
    // As the server sends it (NeedsJavaScript.tsx writes the message): a browser running scripts reads a
    // <noscript>'s inside as text.
    container.innerHTML =
      '<noscript><section aria-labelledby="_r_1_"><h1 id="_r_1_">This page needs JavaScript</h1></section></noscript>' +
      '<div aria-busy="true" style="min-height:60vh"></div>';
    document.body.append(container);
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(
        container,
        <BrowserOnly>
          <p>the screen</p>
        </BrowserOnly>,
        { onRecoverableError: (error) => mismatches.push(error) },
      ),
    );
    expect(mismatches).toEqual([]);
    expect(container.innerHTML).toBe('<p>the screen</p>');
    act(() => root.unmount());
    container.remove();
  });
});
