import { type ReactNode, useId } from 'react';
import { cn } from './cn.ts';
import { ContentSection } from './content-section.tsx';

/**
 * A panel of a back-office screen: a white, outlined card named by its h2 (a ContentSection with the
 * panel heading). `headingId` where the caller needs the id too; otherwise one is generated.
 * `isCompactOnPhones`: a little less padding on a phone (the own-account sections).
 */
export function PanelSection({
  headingId,
  heading,
  isCompactOnPhones = false,
  children,
}: {
  headingId?: string;
  heading: ReactNode;
  isCompactOnPhones?: boolean;
  children: ReactNode;
}) {
  const generatedId = useId();
  return (
    <ContentSection
      headingId={headingId ?? generatedId}
      heading={heading}
      headingStyle="panel"
      className={cn(
        'rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 sm:p-6',
        isCompactOnPhones ? 'p-4' : 'p-5',
      )}
    >
      {children}
    </ContentSection>
  );
}
