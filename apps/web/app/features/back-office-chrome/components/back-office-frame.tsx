import type { ReactNode } from 'react';
import { BackOfficeFooter } from './back-office-footer.tsx';
import { FlagLanguageSelector } from './flag-language-selector.tsx';

/** Login pages: a thin bar with the language selector, the page, the back-office footer. */
export function BackOfficeFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <div className="flex justify-end border-b border-slate-200 bg-white px-4 py-2">
        <FlagLanguageSelector />
      </div>
      <div className="flex-1">{children}</div>
      <BackOfficeFooter />
    </div>
  );
}
