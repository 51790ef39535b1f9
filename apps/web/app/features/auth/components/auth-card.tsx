import type { ReactNode } from 'react';
import { useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import { paths } from '../../../lib/paths.ts';
import { PageLink } from '../../../ui/page-link.tsx';

/** The sign-in and set-password pages: one card in the middle of the page, under the brand's home link. */
export function AuthCard({ children }: { children: ReactNode }) {
  const tc = useT('common');
  const { locale } = useLocale();
  return (
    <main
      id="main"
      className="flex min-h-[calc(100vh-8rem)] items-center justify-center bg-slate-50 px-4 py-12"
    >
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
        <PageLink
          href={paths.home(locale)}
          className="text-2xl font-bold text-brand-700"
          aria-label={tc('site.homeLinkLabel')}
        >
          {tc('site.name')}
        </PageLink>
        {children}
      </div>
    </main>
  );
}
