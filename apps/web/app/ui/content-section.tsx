import type { ComponentProps, ReactNode } from 'react';

const HEADING_STYLES = {
  /** A main section of a page. */
  large: 'text-3xl font-extrabold tracking-tight text-slate-900',
  /** One of many sections of a long text (the FAQ, a legal text). */
  medium: 'text-2xl font-bold tracking-tight text-slate-900',
  /** A panel beside the page's content (the contact details). */
  aside: 'text-xl font-bold text-slate-900',
  /** A panel of a back-office screen. */
  panel: 'text-lg font-semibold text-slate-900',
  /** A small label over a statement on a brand-coloured panel (the mission). */
  label: 'text-sm font-semibold uppercase tracking-wide text-brand-100',
} as const;

type ContentSectionProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The h2's id; the section is named by its heading (a landmark for screen readers). */
  headingId: string;
  heading: ReactNode;
  headingStyle?: keyof typeof HEADING_STYLES;
  /** The landmark: a section of the page's content, or an aside beside it. */
  as?: 'section' | 'aside';
  /**
   * A full-width band (its background and padding in `className`) whose content keeps to the
   * page's centred column.
   */
  isBand?: boolean;
  children: ReactNode;
};

/** A section of a page (or an aside), named by its h2, and its content. */
export function ContentSection({
  headingId,
  heading,
  headingStyle = 'large',
  as: Landmark = 'section',
  isBand = false,
  children,
  ...sectionProps
}: ContentSectionProps) {
  const content = (
    <>
      <h2 id={headingId} className={HEADING_STYLES[headingStyle]}>
        {heading}
      </h2>
      {children}
    </>
  );
  return (
    <Landmark aria-labelledby={headingId} {...sectionProps}>
      {isBand ? <div className="mx-auto max-w-6xl px-4">{content}</div> : content}
    </Landmark>
  );
}
