import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../lib/toast';
import { ToastSlot } from './ToastSlot';

/** Shows a toast and lets its code arrive (it loads with the first toast). */
async function show(message: Parameters<typeof showToast>[0]) {
  await act(async () => showToast(message));
  await act(() => vi.advanceTimersByTimeAsync(0));
}

describe('a toast', () => {
  // Its code is a chunk of its own: fetched before the clock is stopped.
  beforeAll(() => import('./Toast'));
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is read out from a status region, then goes by itself after a few seconds', async () => {
    render(<ToastSlot />);
    await show({ text: 'Advert approved' });
    expect(screen.getByRole('status')).toHaveTextContent('Advert approved');
    await act(() => vi.advanceTimersByTimeAsync(4500));
    expect(screen.getByRole('status')).toHaveTextContent('Advert approved');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('stays while focus is on its action, runs it once and goes; Escape dismisses it', async () => {
    const run = vi.fn();
    render(<ToastSlot />);
    await show({ text: 'Removed from liked', action: { label: 'Undo', run } });
    const undo = screen.getByRole('button', { name: 'Undo' });
    // Nothing had focus (what was pressed is gone): the action takes it, and the toast waits.
    expect(undo).toHaveFocus();
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    // (user-event waits on a clock this test has stopped: the press is dispatched directly.)
    act(() => undo.click());
    expect(run).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await show({ text: 'Removed from liked', action: { label: 'Undo', run } });
    fireEvent.keyDown(screen.getByRole('button', { name: 'Undo' }), { key: 'Escape' });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('a new one takes the place of the one shown', async () => {
    render(<ToastSlot />);
    await show({ text: 'Advert approved' });
    await show({ text: 'Advert rejected' });
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Advert rejected');
  });
});
