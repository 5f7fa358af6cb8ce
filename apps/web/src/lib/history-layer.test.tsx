import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createBrowserRouter, Link, RouterProvider, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { DialogFrame } from '../components/DialogFrame';
import { layerSteps, press } from '../testing/history';

/** A page with a button that opens a dialog, which holds a link, a leave button and a nested dialog. */
function Page({ name }: { name: string }) {
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState(false);
  const navigate = useNavigate();
  return (
    <main>
      <h1>{name}</h1>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Link to="/elsewhere">Elsewhere</Link>
      {open && (
        <DialogFrame titleId="outer" onClose={() => setOpen(false)}>
          <h2 id="outer">Outer</h2>
          <button type="button" onClick={() => setOpen(false)}>
            Close
          </button>
          <button type="button" onClick={() => setInner(true)}>
            More
          </button>
          <Link to="/other">Other page</Link>
          <button type="button" onClick={() => navigate(-1)}>
            Leave
          </button>
          {inner && (
            <DialogFrame titleId="inner" onClose={() => setInner(false)}>
              <h2 id="inner">Inner</h2>
            </DialogFrame>
          )}
        </DialogFrame>
      )}
    </main>
  );
}

// Each page its own: a layer of one never stays open on another.
const pages = ['/', '/elsewhere', '/other'].map((path) => ({ path, element: <Page key={path} name={path} /> }));

/** A browser router on jsdom's own history, as the app starts one (app/start.tsx). */
async function start(path: string) {
  window.history.replaceState(null, '', path);
  const router = createBrowserRouter(pages);
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { level: 1, name: path });
  return { router, user: userEvent.setup() };
}

/** Home, then a link to /elsewhere: the page a test opens layers on has a page before it. */
async function startElsewhere() {
  const started = await start('/');
  await started.user.click(screen.getByRole('link', { name: 'Elsewhere' }));
  await screen.findByRole('heading', { level: 1, name: '/elsewhere' });
  return started;
}

const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
const dialogs = () => screen.queryAllByRole('dialog').map((dialog) => dialog.getAttribute('aria-labelledby'));

afterEach(async () => {
  // What a test leaves open steps back as it unmounts: the next starts on a settled history.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
  });
});

describe('a layer as a step of the history', () => {
  it('is closed by Back, which stays on the page; Forward does not open it again', async () => {
    const { user } = await startElsewhere();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(dialogs()).toEqual(['outer']);
    await layerSteps(1);

    await act(() => press('back'));
    await waitFor(() => expect(dialogs()).toEqual([]));
    expect(heading()).toBe('/elsewhere');
    expect(window.location.pathname).toBe('/elsewhere');
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();

    await act(() => press('forward'));
    expect(dialogs()).toEqual([]);
    expect(heading()).toBe('/elsewhere');
  });

  it('closed by its button, takes its step back: the next Back leaves the page', async () => {
    const { user } = await startElsewhere();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialogs()).toEqual([]);
    await layerSteps(0);

    await act(() => press('back'));
    await screen.findByRole('heading', { level: 1, name: '/' });
  });

  it('closes the top layer alone: a layer opened from another is one step more', async () => {
    const { user } = await start('/');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(dialogs()).toEqual(['outer', 'inner']);
    await layerSteps(2);

    await act(() => press('back'));
    await waitFor(() => expect(dialogs()).toEqual(['outer']));
    await act(() => press('back'));
    await waitFor(() => expect(dialogs()).toEqual([]));
    expect(heading()).toBe('/');
  });

  it('gives way to a link followed from inside it: Back from there returns to the page, the layer closed', async () => {
    const { user } = await startElsewhere();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('link', { name: 'Other page' }));
    await screen.findByRole('heading', { level: 1, name: '/other' });
    expect(dialogs()).toEqual([]);

    await act(() => press('back'));
    await screen.findByRole('heading', { level: 1, name: '/elsewhere' });
    expect(dialogs()).toEqual([]);
    await layerSteps(0);
    // One step more is the page before: no step of the layer was left between them.
    await act(() => press('back'));
    await screen.findByRole('heading', { level: 1, name: '/' });
  });

  it('gives way to Back made by the page from inside it (a removal): the page before shows', async () => {
    const { user } = await startElsewhere();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await layerSteps(1);
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    await screen.findByRole('heading', { level: 1, name: '/' });
    expect(dialogs()).toEqual([]);
  });
});
