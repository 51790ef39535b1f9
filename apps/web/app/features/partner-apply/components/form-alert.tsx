/**
 * The form-level failure message. The live region is always there (so the message is announced
 * when it appears); while empty it is taken out of the layout, so it adds no gap to the form.
 */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" aria-atomic="true" className={message ? undefined : 'sr-only'}>
      {message && (
        <p className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-900">
          {message}
        </p>
      )}
    </div>
  );
}
