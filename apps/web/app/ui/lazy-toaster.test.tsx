import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notify } from '../lib/toast.ts';
import { renderAt } from '../lib/test-render.tsx';
import { LazyToaster } from './lazy-toaster.tsx';

describe('LazyToaster (issue 20: the toaster is not on a public page until a toast is shown)', () => {
  it('mounts nothing until the first toast, then shows it with the catalogue labels', async () => {
    renderAt('/sv-se', <LazyToaster isEager={false} regionLabel="Aviseringar" closeLabel="Stäng" />);
    expect(screen.queryByRole('region', { name: /Aviseringar/ })).not.toBeInTheDocument();
    act(() => notify.error('Nätverksfel'));
    expect(await screen.findByText('Nätverksfel')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: /Aviseringar/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stäng' })).toBeInTheDocument();
  });
});
