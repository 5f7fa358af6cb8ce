/** The Zeng wordmark: a Z badge and the name. */
export function Logo() {
  return (
    <svg width="96" height="32" viewBox="0 0 96 32" role="img" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="var(--color-primary)" />
      <path d="M9 9h14v3.5L14.5 20H23v3.5H9V20l8.5-7.5H9z" fill="#fff" />
      <text x="40" y="23" fontSize="21" fontWeight="800" fill="var(--color-text)" fontFamily="var(--font-family)">
        Zeng
      </text>
    </svg>
  );
}
