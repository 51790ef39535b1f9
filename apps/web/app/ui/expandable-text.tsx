import { useId, useState } from 'react';
import { cn } from './cn.ts';

/**
 * Long text collapsed to its first lines with a Show more / Show less toggle (labels from the
 * caller's catalogue). Short text is shown whole, without a toggle.
 */
export function ExpandableText({
  text,
  labels,
  collapseAfter = 220,
  className,
}: {
  text: string;
  labels: { more: string; less: string };
  /** Text longer than this many characters (or with more than three lines) starts collapsed. */
  collapseAfter?: number;
  className?: string;
}) {
  const id = useId();
  const [isExpanded, setExpanded] = useState(false);
  const isLong = text.length > collapseAfter || text.split('\n').length > 3;
  return (
    <div className={className}>
      <p
        id={id}
        className={cn(
          'whitespace-pre-line wrap-anywhere text-slate-800',
          isLong && !isExpanded && 'line-clamp-3',
        )}
      >
        {text}
      </p>
      {isLong && (
        <button
          type="button"
          aria-expanded={isExpanded}
          aria-controls={id}
          onClick={() => setExpanded((expanded) => !expanded)}
          className="mt-1 rounded text-sm font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {isExpanded ? labels.less : labels.more}
        </button>
      )}
    </div>
  );
}
