import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../lib/test-render.tsx';
import { LazyToaster } from './lazy-toaster.tsx';

// The moment the browser is idle after the load, held by the test.
const idle = vi.hoisted(() => ({ callbacks: [] as (() => void)[] }));
vi.mock('../lib/idle.ts', () => ({
  afterLoadWhenIdle: (callback: () => void) => {
    idle.callbacks.push(callback);
    return () => undefined;
  },
}));

// A file of its own: whether a toast was asked for is the module's state, and lazy-toaster.test.tsx
// asks for one.
describe('LazyToaster in the back-office (decision 048)', () => {
  it('is not mounted with the screen, but once the page has loaded and the browser is idle', async () => {
    renderAt('/sv-en/admin/queries', <LazyToaster isEager regionLabel="Notifications" closeLabel="Close" />);
    // Every download started by now has finished and been rendered: were it mounted at once, it would be there.
    await act(() => vi.dynamicImportSettled());
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();
    act(() => {
      for (const callback of idle.callbacks) callback();
    });
    expect(await screen.findByRole('region', { name: /Notifications/ })).toBeInTheDocument();
  });
});
