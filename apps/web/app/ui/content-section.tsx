import type { ComponentProps, ReactNode } from 'react';

const HEADING_SIZES = {
  /** A main section of a page. */
  large: 'text-3xl font-extrabold',
  /** One of many sections of a long text (the FAQ, a legal text). */
  medium: 'text-2xl font-bold',
} as const;

type ContentSectionProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The h2's id; the section is named by its heading (a landmark for screen readers). */
  headingId: string;
  heading: ReactNode;
  headingSize?: keyof typeof HEADING_SIZES;
  /** The heading's own look, in place of a size (a card's or a panel's heading). */
  headingClassName?: string;
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
  headingSize = 'large',
  headingClassName = `${HEADING_SIZES[headingSize]} tracking-tight text-slate-900`,
  as: Landmark = 'section',
  isBand = false,
  children,
  ...sectionProps
}: ContentSectionProps) {
  const content = (
    <>
      <h2 id={headingId} className={headingClassName}>
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
