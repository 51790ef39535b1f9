import type { ReactNode } from 'react';

/** The heading block every home section starts with. */
export function SectionHeading({
  id,
  title,
  text,
  align = 'center',
}: {
  id: string;
  title: string;
  text?: ReactNode;
  align?: 'center' | 'left';
}) {
  return (
    <div className={align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      <h2 id={id} className="text-balance text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </h2>
      {text && <p className="mt-4 text-lg text-slate-700">{text}</p>}
    </div>
  );
}
