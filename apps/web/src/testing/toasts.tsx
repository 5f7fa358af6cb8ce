import { screen } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router';
import { ToastSlot } from '../components/toast/ToastSlot';

/** Routes under a layout with the app's toast slot (as app/layout/AppLayout has), for screens that show toasts. */
export const withToasts = (routes: RouteObject[]): RouteObject[] => [
  {
    element: (
      <>
        <Outlet />
        <ToastSlot />
      </>
    ),
    children: routes,
  },
];

/** The toast saying `text`, found inside the live region screen readers read it from. */
export const findToast = (text: string | RegExp) => screen.findByText(text, { selector: '[role="status"] span' });
