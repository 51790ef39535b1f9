import { useT } from '../lib/i18n.ts';
import { Badge, type BadgeTone } from './badge.tsx';

/** A status in its colour from `tones`, named by the `statuses.<status>` text of the feature's namespace. */
export function StatusBadge<S extends string>({
  status,
  tones,
  namespace,
}: {
  status: S;
  tones: Record<S, BadgeTone>;
  namespace: string;
}) {
  const t = useT(namespace);
  return <Badge tone={tones[status]}>{t(`statuses.${status}`)}</Badge>;
}
