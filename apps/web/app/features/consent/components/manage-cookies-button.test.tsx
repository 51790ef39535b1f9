import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageLocationContext } from '../../../lib/page-location.ts';
import { renderAt } from '../../../lib/test-render.tsx';
import { ManageCookiesButton } from './manage-cookies-button.tsx';

// WCAG 2.4.3 (issue 35 §6): closing the cookie preferences returns focus to the button that opened them.
describe('ManageCookiesButton', () => {
  it('returns focus to the button when the dialog is saved or closed with Escape', async () => {
    const { user } = renderAt('/sv-se/privacy-policy', <ManageCookiesButton />);
    const opener = screen.getByRole('button', { name: 'Hantera inställningar för kakor' });

    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Spara inställningar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText('Dina inställningar för kakor har sparats.')).toBeInTheDocument();
    await expect.poll(() => document.activeElement).toBe(opener);

    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Inställningar för kakor' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect.poll(() => document.activeElement).toBe(opener);
  });
});

// The privacy page is prerendered: before its script runs, the button would do nothing (CI caught
// an end-to-end test clicking it then, and no dialog opened), so it waits, as the sign-in page's do.
describe('ManageCookiesButton on the prerendered privacy page', () => {
  const location = { pathname: '/sv-en/privacy-policy', search: '', hash: '' };
  const page = (
    <PageLocationContext value={location}>
      <ManageCookiesButton />
    </PageLocationContext>
  );

  it("is disabled until the page's script has run, then opens the preferences", async () => {
    window.history.replaceState(null, '', location.pathname);
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    const opener = () => within(container).getByRole('button', { name: 'Manage cookie preferences' });
    expect(opener()).toBeDisabled();

    await act(async () => {
      hydrateRoot(container, page);
    });
    expect(opener()).toBeEnabled();
    await userEvent.setup().click(opener());
    expect(await screen.findByRole('dialog', { name: 'Cookie preferences' })).toBeInTheDocument();
    container.remove();
  });
});
