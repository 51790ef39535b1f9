import { type Control, type FieldPath, type FieldValues, useWatch } from 'react-hook-form';
import { useFormat } from '../lib/format.ts';
import { useT } from '../lib/i18n.ts';

// The count of a long text field near its limit (issue 35, item 6): "1,950 / 2,000" under the field
// once few characters are left, so the writer sees the limit before "This text is too long (max
// 2,000 characters)" does. The schema's limit counts characters as JavaScript does (string length).

/** How many characters left make a limit "near": a tenth of it, at most 100. */
export function nearLimitFrom(limit: number): number {
  return Math.min(100, Math.ceil(limit / 10));
}

/**
 * A field's count against its limit, shown only near the limit. The live region is always there
 * (empty until then), so a screen reader announces the characters left, politely, only once they
 * are few; the visible "812 / 1000" is for the eye.
 */
export function CharacterCount({ id, length, limit }: { id: string; length: number; limit: number }) {
  const t = useT('common');
  const format = useFormat();
  const left = limit - length;
  const near = left <= nearLimitFrom(limit);
  const announcement = !near
    ? ''
    : left >= 0
      ? t('characterCount.left', { count: left, left: format.count(left) })
      : t('characterCount.over', { count: -left, over: format.count(-left) });
  return (
    <>
      {near && (
        <p
          id={`${id}-count`}
          aria-hidden="true"
          className={
            left < 0 ? 'text-right text-xs font-semibold text-red-700' : 'text-right text-xs text-slate-600'
          }
        >
          {format.count(length)} / {format.count(limit)}
        </p>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  );
}

/** CharacterCount of a react-hook-form text field, following what is typed (and resets). */
export function WatchedCharacterCount<T extends FieldValues>({
  id,
  control,
  name,
  limit,
}: {
  id: string;
  control: Control<T>;
  name: FieldPath<T>;
  limit: number;
}) {
  const value: unknown = useWatch({ control, name });
  return <CharacterCount id={id} length={typeof value === 'string' ? value.length : 0} limit={limit} />;
}
