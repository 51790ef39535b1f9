/** The Levera mark (the same drawing as /favicon.svg), inline so the header needs no extra request. */
export function LogoMark({ className = 'size-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <rect width="64" height="64" rx="16" fill="#15803d" />
      <path d="M20 13h9v29h17v9H20z" fill="#fff" />
      <circle cx="44" cy="22" r="7" fill="#fb923c" />
    </svg>
  );
}
