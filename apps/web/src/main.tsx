import './styles/global.css';

/**
 * The page arrives drawn by the server: the browser shows it first, and only then fetches the app's
 * code and takes the page over (app/start.tsx). The first paint shares a phone's bandwidth and CPU with
 * nothing (docs/decisions/0012).
 */
requestAnimationFrame(() =>
  setTimeout(() => {
    void import('./app/start').then((app) => app.start());
  }),
);
