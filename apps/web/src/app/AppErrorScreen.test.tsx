import { screen } from '@testing-library/react';
import type { NonIndexRouteObject, RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../testing/render';
import { routes } from './routes';

function BrokenScreen(): never {
  throw new RangeError('Invalid time value');
}

/** The app's own root route (layout and error boundary) around a screen that throws. */
const [root] = routes as [NonIndexRouteObject];
const withBrokenScreen: RouteObject[] = [{ ...root, children: [{ path: '*', element: <BrokenScreen /> }] }];

describe('a screen that throws', () => {
  it.each([
    ['az', 'Nəsə alınmadı', 'Yenilə', 'Ana səhifə'],
    ['en', 'Something went wrong', 'Reload', 'Home'],
    ['ru', 'Что-то пошло не так', 'Обновить', 'Главная'],
  ])('shows the translated recovery screen in %s, not a developer page', async (language, title, reload, home) => {
    // React reports the caught error to the console; that report is expected here.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderRoutes(withBrokenScreen, '/likedPage', language);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    // The card every page-sized message has (components/MessagePage).
    expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: reload })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: home })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/Unexpected Application Error/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Invalid time value/)).not.toBeInTheDocument();
    expect(consoleError).toHaveBeenCalled();
  });
});
