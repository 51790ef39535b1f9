import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notify } from '../lib/toast.ts';
import { renderAt } from '../lib/test-render.tsx';
import { LazyToaster } from './lazy-toaster.tsx';

// The toaster's download: the first one fails (the network dropped), the next ones are the file.
const downloads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./site-toaster.tsx', async (importOriginal) => {
  downloads.count += 1;
  if (downloads.count === 1) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

// A file of its own: whether the toaster is wanted and loaded is the module's state.
describe('LazyToaster on a page with a form (issue 35: a failed submission must be able to say so)', () => {
  it('is downloaded when the form is first touched, before any toast, and again after a failed download', async () => {
    renderAt(
      '/sv-se/contact-us',
      <>
        <form aria-label="Kontakt">
          <input aria-label="Förnamn" />
        </form>
        <button type="button">Utanför</button>
        <LazyToaster isEager={false} regionLabel="Aviseringar" closeLabel="Stäng" />
      </>,
    );
    // Outside a form: nothing is downloaded.
    act(() => screen.getByRole('button', { name: 'Utanför' }).focus());
    await act(() => vi.dynamicImportSettled());
    expect(downloads.count).toBe(0);

    // The first touch of the form: the download fails, nothing is mounted and nothing is left hanging.
    act(() => screen.getByRole('textbox', { name: 'Förnamn' }).focus());
    await vi.waitFor(() => expect(downloads.count).toBe(1));
    await act(() => vi.dynamicImportSettled());
    expect(screen.queryByRole('region', { name: /Aviseringar/ })).not.toBeInTheDocument();

    // The next touch tries again; the toaster is then on the page before anything is toasted.
    act(() => screen.getByRole('button', { name: 'Utanför' }).focus());
    act(() => screen.getByRole('textbox', { name: 'Förnamn' }).focus());
    expect(await screen.findByRole('region', { name: /Aviseringar/ })).toBeInTheDocument();
    expect(downloads.count).toBe(2);

    act(() => notify.error('Nätverksfel. Kontrollera din internetanslutning.'));
    expect(await screen.findByText('Nätverksfel. Kontrollera din internetanslutning.')).toBeInTheDocument();
  });
});
