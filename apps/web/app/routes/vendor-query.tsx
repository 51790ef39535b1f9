import en from '../../locales/en/vendor-queries.json';
import sv from '../../locales/sv/vendor-queries.json';
import { RaiseQueryScreen } from '../features/vendor-queries/components/raise-query-screen.tsx';
import { registerCatalog } from '../lib/i18n.ts';

registerCatalog('vendor-queries', { en, sv });

/** vendor/query: Raise query (SPEC §2). The vendor layout shows the page title. */
export default function VendorQuery() {
  return <RaiseQueryScreen />;
}
