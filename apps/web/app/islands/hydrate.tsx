import '../lib/zod-config.ts';
import { type ReactNode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { registerCommonCatalog } from '../lib/common-catalog.ts';
import { localeOfPath } from '../lib/locale.ts';
import { documentLocation, PageLocationContext } from '../lib/page-location.ts';
import { rememberLanguage } from '../lib/stored-language.ts';
import { isIslandName, loadIsland } from './registry.ts';

// The script of every prerendered public page (decision 047): it hydrates each <levera-island> of
// the page as a React root of its own. The page around them is finished HTML: its links are plain
// links to other prerendered pages, so no router runs here.

/** Set on <html> once every island of the page has hydrated (browser tests wait for it). */
const HYDRATED_ATTRIBUTE = 'data-islands-hydrated';

registerCommonCatalog();
const location = documentLocation();
// The stored language (SPEC §7) serves requests from a path without a locale.
rememberLanguage(localeOfPath(location.pathname).language);

function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

const elements = [...document.querySelectorAll<HTMLElement>('levera-island')];
let pending = elements.length;
const markHydrated = () => {
  pending -= 1;
  if (pending === 0) document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
};
if (pending === 0) document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');

for (const element of elements) {
  const name = element.dataset.name ?? '';
  if (!isIslandName(name)) throw new Error(`Unknown island "${name}"`);
  const props = JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>;
  void loadIsland(name).then((Component) => {
    const Island = Component as (props: Record<string, unknown>) => ReactNode;
    hydrateRoot(
      element,
      <PageLocationContext value={location}>
        <Committed onCommit={markHydrated}>
          <Island {...props} />
        </Committed>
      </PageLocationContext>,
    );
  });
}
