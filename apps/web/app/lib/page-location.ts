import { createContext, useContext } from 'react';

// The address of the page a component is on, without React Router. Public pages hydrate as islands
// (decision 047): each interactive part is its own React root with no router around it, so the
// components they share with the router's pages read the address from this context instead. The
// locale layout provides it from the router's location (lib/router-page-location.tsx); an island
// root provides the document's address, which does not change while the page is open.

export type PageLocation = { pathname: string; search: string; hash: string };

export const PageLocationContext = createContext<PageLocation | null>(null);

/** The document's own address (an island root's, and the fallback where nothing provides one). */
export function documentLocation(): PageLocation {
  if (typeof window === 'undefined') return { pathname: '/', search: '', hash: '' };
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

export function usePageLocation(): PageLocation {
  return useContext(PageLocationContext) ?? documentLocation();
}
