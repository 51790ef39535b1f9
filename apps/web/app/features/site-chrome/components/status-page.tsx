import type { ReactNode } from 'react';

/** The shared frame of the not-found, maintenance and coming-soon screens. */
export function StatusPage({
  code,
  title,
  text,
  action,
}: {
  code?: string;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      {code && (
        <p className="text-6xl font-bold text-brand-600" aria-hidden="true">
          {code}
        </p>
      )}
      <h1 className="mt-4 text-3xl font-semibold tracking-tight">{title}</h1>
      <p className="mt-4 text-lg text-slate-600">{text}</p>
      {action && <div className="mt-8">{action}</div>}
    </section>
  );
}
