import { type ReactNode, useId } from 'react';

/**
 * A wide table in a box of its own height that scrolls, with a header row that stays in view. A
 * scrolling region must be named and reachable with the keyboard, so it can be scrolled without a
 * mouse (WCAG 2.1.1; axe "scrollable-region-focusable"): the caption names both.
 */
export function ScrollableTable({
  caption,
  columns,
  children,
}: {
  /** Read by screen readers only. */
  caption: string;
  /** The header row's cells. */
  columns: ReactNode;
  /** The table's rows. */
  children: ReactNode;
}) {
  const captionId = useId();
  return (
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region, see above
      tabIndex={0}
      className="max-h-80 overflow-auto rounded-lg ring-1 ring-slate-200 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <table className="w-full min-w-[40rem] border-collapse text-left text-sm">
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead className="sticky top-0 bg-slate-100 text-xs uppercase tracking-wide text-slate-700">
          <tr>{columns}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}
