import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
