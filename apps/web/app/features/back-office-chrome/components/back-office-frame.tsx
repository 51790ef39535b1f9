import type { ReactNode } from 'react';
import { BackOfficeFooter } from './back-office-footer.tsx';
import { Island } from '../../../islands/island.tsx';
import { FlagLanguageSelector } from './flag-language-selector.tsx';

/**
 * Login and set-password pages: a thin bar with the language selector, the page, the back-office
 * footer. On the prerendered sign-in pages the selector is an island and the footer plain HTML
 * (decision 051).
 */
export function BackOfficeFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <div className="flex justify-end border-b border-slate-200 bg-white px-4 py-2">
        <Island name="back-office-language" component={FlagLanguageSelector} props={{}} />
      </div>
      <div className="flex-1">{children}</div>
      <BackOfficeFooter />
    </div>
  );
}
