import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { descriptionOf, renderAt } from '../../../lib/test-render.tsx';
import '../catalog.ts';
import { PromotionForm } from './promotion-form.tsx';

const TODAY = '2026-11-22';

describe('PromotionForm: the end date (issue 15, item 15)', () => {
  // SPEC §5: "end date required and after start". The hint must not promise a one-day promotion.
  // The date fields also describe their format (decision 015), and take dates in the page's form.
  for (const { locale, labels, hint, error, sameDay } of [
    {
      locale: 'sv-en',
      labels: { start: 'Start date', end: 'End date', create: 'Create promotion' },
      hint: 'Pick a later date than the start date. The promotion runs until the end of the day you pick.',
      error: 'End date must be after the start date',
      sameDay: '23-11-2026',
    },
    {
      locale: 'sv-se',
      labels: { start: 'Startdatum', end: 'Slutdatum', create: 'Skapa kampanj' },
      hint: 'Välj ett senare datum än startdatumet. Kampanjen gäller till och med den dag du väljer.',
      error: 'Slutdatumet måste vara efter startdatumet',
      sameDay: '2026-11-23',
    },
  ]) {
    it(`says the end is a later day than the start, and refuses the same day (${locale})`, async () => {
      const onSubmit = vi.fn(async () => {});
      const { user } = renderAt(
        `/${locale}/vendor/promotions/create`,
        <PromotionForm today={TODAY} onSubmit={onSubmit} />,
      );
      const endDate = screen.getByRole('textbox', { name: labels.end });
      expect(descriptionOf(endDate)).toContain(hint);
      await user.type(screen.getByRole('textbox', { name: labels.start }), sameDay);
      await user.type(endDate, sameDay);
      await user.click(screen.getByRole('button', { name: labels.create }));
      await waitFor(() => expect(endDate).toHaveAttribute('aria-invalid', 'true'));
      expect(descriptionOf(endDate)).toContain(error);
      expect(onSubmit).not.toHaveBeenCalled();
    });
  }
});
