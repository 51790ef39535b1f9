import type { ReactNode } from 'react';

/**
 * A decorative outline icon on a 24×24 grid, drawn in the text colour: give it one `path` or
 * several shapes as children. Hidden from assistive technology; the text beside it says what it is.
 */
export function LineIcon({
  path,
  className = 'size-6',
  strokeWidth = 1.8,
  children,
}: {
  path?: string;
  className?: string;
  strokeWidth?: number;
  children?: ReactNode;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {path ? <path d={path} /> : children}
    </svg>
  );
}
