import type { ReactNode, Ref } from 'react';

/**
 * A message panel that the form focuses (through `ref`) when it appears, so keyboard and
 * screen-reader users land on it: `status` for an outcome, `alert` for a failure.
 */
export function FocusPanel({
  ref,
  role,
  className,
  children,
}: {
  ref: Ref<HTMLDivElement>;
  role: 'status' | 'alert';
  className: string;
  children: ReactNode;
}) {
  return (
    <div ref={ref} tabIndex={-1} role={role} className={`${className} focus:outline-none`}>
      {children}
    </div>
  );
}
