import type { InputHTMLAttributes, Ref } from 'react';

/**
 * A field people never see or reach with the keyboard; bots that fill every input fill it too, and
 * the API then answers as usual but stores nothing.
 */
export function HoneypotField({
  label,
  ref,
  ...props
}: { label: string; ref?: Ref<HTMLInputElement> } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute -left-[9999px] top-0 size-px overflow-hidden"
    >
      <label>
        {label}
        <input ref={ref} type="text" tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </div>
  );
}
