import { describe, expect, it, vi } from 'vitest';
import { click, renderAt, type } from '../../../lib/test-render.tsx';
import '../catalog.ts';
import { PromotionForm } from './promotion-form.tsx';

const TODAY = '2026-11-22';
const describedText = (container: HTMLElement, field: Element | null) =>
  (field?.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => container.querySelector(`#${CSS.escape(id)}`)?.textContent)
    .join(' ');

describe('PromotionForm: the end date (issue 15, item 15)', () => {
  // SPEC §5: "end date required and after start". The hint must not promise a one-day promotion.
  // The date fields also describe their format (decision 015), and take dates in the page's form.
  for (const [locale, hint, error, sameDay] of [
    [
      'sv-en',
      'Pick a later date than the start date. The promotion runs until the end of the day you pick.',
      'End date must be after the start date',
      '23-11-2026',
    ],
    [
      'sv-se',
      'Välj ett senare datum än startdatumet. Kampanjen gäller till och med den dag du väljer.',
      'Slutdatumet måste vara efter startdatumet',
      '2026-11-23',
    ],
  ] as const) {
    it(`says the end is a later day than the start, and refuses the same day (${locale})`, async () => {
      const onSubmit = vi.fn(async () => {});
      const { container, unmount } = await renderAt(
        `/${locale}/vendor/promotions/create`,
        <PromotionForm today={TODAY} onSubmit={onSubmit} />,
      );
      const endDate = container.querySelector('[name="endDate"]');
      expect(describedText(container, endDate)).toContain(hint);
      await type(container.querySelector('[name="startDate"]'), sameDay);
      await type(endDate, sameDay);
      await click(container.querySelector('button[type="submit"]'));
      expect(endDate?.getAttribute('aria-invalid')).toBe('true');
      expect(describedText(container, endDate)).toContain(error);
      expect(onSubmit).not.toHaveBeenCalled();
      await unmount();
    });
  }
});
