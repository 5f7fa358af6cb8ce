/**
 * The Zeng wordmark: a Z badge and the name. The name is drawn as outlines (Liberation Sans Bold,
 * 22 px, baseline 23) rather than as <text>, so it looks the same whatever fonts the device has and
 * its descender ("g", down to y 27.7) and right edge (x 91.1) stay inside the 96 × 32 box.
 */
export function Logo() {
  return (
    <svg width="96" height="32" viewBox="0 0 96 32" role="img" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="var(--color-primary)" />
      <path d="M9 9h14v3.5L14.5 20H23v3.5H9V20l8.5-7.5H9z" fill="#fff" />
      <path
        fill="var(--color-text)"
        d="m52.8 23h-12.1v-2.2l8.1-10.5h-7.3v-2.4h10.9v2.2l-8.2 10.4h8.6zm6.9 .2q-1.2 0-2.2-.3t-1.7-1.1-1.2-1.9-.3-2.8q0-1.6 .5-2.8t1.2-1.8 1.7-1 2.1-.3q1.4 0 2.4 .4t1.5 1.3 .9 2.1 .3 2.7v.1h-7.4q0 .7 .1 1.3t.4 1.1 .8 .7 1.1 .3q.8 0 1.3-.3t.7-1.1l2.9 .3q-.2 .5-.6 1t-.9 1-1.4 .8-2.2 .3zm0-10.1q-.4 0-.8 .1t-.7 .6-.5 .8-.2 1.3h4.5q-.1-1.4-.7-2.1t-1.6-.7zm15 9.9v-6.5q0-.7-.1-1.3t-.4-.9-.6-.6-.9-.3q-.6 0-1 .3t-.8 .7-.5 1-.2 1.4v6.2h-3v-9q0-.4 0-.8t0-.8 0-.6-.1-.4h2.9q0 .1 0 .4t.1 .6 0 .8 0 .5h.1q.6-1.3 1.5-1.9t2.2-.6q1.1 0 1.8 .3t1.1 .9 .7 1.4 .2 1.8v7.4zm10.8 4.7q-1.1 0-2-.3t-1.5-.6-1-1-.5-1.3l3-.3q.2 .7 .7 1.1t1.4 .4q.5 0 .9-.2t.8-.5 .5-.9 .2-1.5q0-.3 0-.6t0-.6q0-.3 0-.6h0q-.5 1.2-1.5 1.7t-2.2 .5q-1.1 0-1.9-.4t-1.4-1.2-.8-1.9-.2-2.4q0-1.4 .3-2.5t.9-1.8 1.3-1.2 2-.4q1.2 0 2.1 .4t1.4 1.6h.1q0-.2 0-.5t0-.5 .1-.5 0-.3h2.9q0 .4-.1 1.1t0 1.6v8.5q0 1.3-.3 2.3t-1.1 1.5-1.8 1-2.3 .3zm2.5-10.7q0-1.1-.2-1.8t-.6-1.1-.7-.7-.9-.2q-.6 0-1.1 .2t-.7 .7-.5 1.3-.1 1.7q0 1.9 .6 2.8t1.8 1q.4 0 .9-.2t.7-.6 .6-1.2 .2-1.9z"
      />
    </svg>
  );
}
