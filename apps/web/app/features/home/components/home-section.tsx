import type { ReactNode } from 'react';

/**
 * A section of the home page: full width (background and padding in `className`), its content in
 * the page's centred column, starting with the centred heading block every home section has.
 */
export function HomeSection({
  id,
  headingId,
  heading,
  intro,
  className,
  children,
}: {
  /** An anchor other pages link to (e.g. `how-it-works`). */
  id?: string;
  headingId: string;
  heading: string;
  intro?: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={headingId} className={className}>
      <div className="mx-auto max-w-6xl px-4">
        <div className="mx-auto max-w-2xl text-center">
          <h2
            id={headingId}
            className="text-balance text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl"
          >
            {heading}
          </h2>
          {intro && <p className="mt-4 text-lg text-slate-700">{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
