import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearSession, saveSession, useSignedIn, type Viewer, ViewerProvider } from './session';

function Badge() {
  return <p>{useSignedIn() ? 'signed in' : 'visitor'}</p>;
}

/** What another tab's change of local storage looks like to this one. */
function inAnotherTab(key: string, value: string | null) {
  const oldValue = localStorage.getItem(key);
  if (value === null) localStorage.removeItem(key);
  else localStorage.setItem(key, value);
  act(() => window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue: value })));
}

const viewer: Viewer = { userId: 42, userGroup: 'USER' };

beforeEach(() => clearSession());

describe('useSignedIn', () => {
  it('follows a sign-out and a sign-in in another tab', () => {
    localStorage.setItem('user_id', '42');
    render(<Badge />);
    expect(screen.getByText('signed in')).toBeInTheDocument();
    inAnotherTab('user_id', null);
    expect(screen.getByText('visitor')).toBeInTheDocument();
    inAnotherTab('user_id', '42');
    expect(screen.getByText('signed in')).toBeInTheDocument();
  });

  it('holds after signing in, with no token in local storage', () => {
    render(<Badge />);
    act(() => saveSession({ access_token: 'access.jwt', refresh_token: 'refresh-1', user_id: 42, user_group: 'USER' }));
    expect(screen.getByText('signed in')).toBeInTheDocument();
    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('refresh_token')).toBeNull();
  });

  it('answers on the server whether the page was rendered for someone', () => {
    // Whatever this tab knows: the server's render knows only the viewer it was handed.
    localStorage.setItem('user_id', '42');
    expect(renderToString(<Badge />)).toContain('visitor');
    expect(
      renderToString(
        <ViewerProvider value={viewer}>
          <Badge />
        </ViewerProvider>,
      ),
    ).toContain('signed in');
  });

  it("hydrates a signed-in person's page as the server drew it, then follows this tab", async () => {
    const page = (
      <ViewerProvider value={viewer}>
        <Badge />
      </ViewerProvider>
    );
    const container = document.createElement('div');
    // As the server drew it for the signed-in person the viewer names.
    container.innerHTML = '<p>signed in</p>';
    document.body.append(container);
    const mismatches: unknown[] = [];
    // This tab signed out since the page was rendered: hydration still matches, then it says so.
    const root = await act(async () =>
      hydrateRoot(container, page, { onRecoverableError: (error) => mismatches.push(error) }),
    );
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe('visitor');
    act(() => root.unmount());
    container.remove();
  });
});
