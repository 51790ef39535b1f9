import type { UseQueryResult } from '@tanstack/react-query';
import type { TFunction } from '../lib/i18n.ts';
import type { ReactNode } from 'react';
import { Loader } from './loader.tsx';
import { ErrorState } from './states.tsx';

/**
 * Until a list has loaded, its loader, or its failure with Retry (the screen's `list.loading` and
 * `list.loadFailed`); once loaded, what `children` renders.
 */
export function ListLoadStates({
  list,
  t,
  children,
}: {
  list: Pick<UseQueryResult, 'isPending' | 'isError' | 'refetch'>;
  t: TFunction;
  children: () => ReactNode;
}) {
  if (list.isPending) return <Loader message={t('list.loading')} />;
  if (list.isError) return <ErrorState message={t('list.loadFailed')} onRetry={() => void list.refetch()} />;
  return children();
}
