import { expect, type Page } from '@playwright/test';

/**
 * Confirms the dialog that reject and deactivate open (issue 17: they ask first, with an optional
 * reason), giving `reason` when the test has one. Approve and activate stay one click.
 */
export async function confirmDecision(page: Page, confirmLabel: string, reason?: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  if (reason) await dialog.getByRole('textbox').fill(reason);
  await dialog.getByRole('button', { name: confirmLabel, exact: true }).click();
  await expect(dialog).toBeHidden();
}
