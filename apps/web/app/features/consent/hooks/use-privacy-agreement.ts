import { useEffect, useState } from 'react';
import { hasPrivacyAgreement, onPrivacyAgreement } from '../consent-store.ts';

/**
 * Whether the privacy notice has been answered: the agreement flag is stored and not yet due for
 * renewal (consent-store.ts), or the visitor answered on this page (which counts even when the browser refuses to store anything). False
 * while prerendering and hydrating, so the server and the first client render agree.
 */
export function usePrivacyAgreement(): boolean {
  const [isAgreed, setIsAgreed] = useState(false);
  useEffect(() => {
    if (hasPrivacyAgreement()) setIsAgreed(true);
    return onPrivacyAgreement(() => setIsAgreed(true));
  }, []);
  return isAgreed;
}
