import { useForm } from 'react-hook-form';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { descriptionOf, renderAt } from '../lib/test-render.tsx';
import { DateField, displayDate, maskDate, parseDate } from './date-field.tsx';

// Issue 15 item 6: dates read and are typed as ÅÅÅÅ-MM-DD on Swedish pages and day-month-year on
// English ones, while the form keeps ISO dates.

describe('date text', () => {
  it('shows ISO dates in the page order', () => {
    expect(displayDate('2026-05-31', 'ymd')).toBe('2026-05-31');
    expect(displayDate('2026-05-31', 'dmy')).toBe('31-05-2026');
    expect(displayDate('31-05', 'dmy')).toBe('31-05');
  });

  it.each([
    ['2026-05-31', 'ymd', '2026-05-31'],
    ['2026/5/3', 'ymd', '2026-05-03'],
    ['31-05-2026', 'dmy', '2026-05-31'],
    ['1/5/2026', 'dmy', '2026-05-01'],
    ['31.05.2026', 'dmy', '2026-05-31'],
    ['31-05', 'dmy', null],
    ['05-31-26', 'dmy', null],
    ['', 'ymd', null],
  ] as const)(
    'reads whole dates in the page order, with any common separator: %j (%s) is %j',
    (typed, order, date) => {
      expect(parseDate(typed, order)).toBe(date);
    },
  );

  it.each([
    ['20260531', 'ymd', '2026-05-31'],
    ['2026', 'ymd', '2026'],
    ['20265', 'ymd', '2026-5'],
    ['31052026', 'dmy', '31-05-2026'],
    ['1/5/2026', 'dmy', '01-05-2026'],
    ['31-', 'dmy', '31-'],
    ['310520261', 'dmy', '31-05-2026'],
  ] as const)('puts the dashes in while digits are typed: %s (%s) shows %s', (typed, order, shown) => {
    expect(maskDate(typed, order)).toBe(shown);
  });
});

let submitted: Record<string, string> | null = null;
function Form({ initial = '' }: { initial?: string }) {
  const { control, handleSubmit } = useForm<{ startDate: string }>({ defaultValues: { startDate: initial } });
  return (
    <form
      onSubmit={handleSubmit((values) => {
        submitted = values;
      })}
    >
      <DateField control={control} name="startDate" label="Start" required />
      <button type="submit">Save</button>
    </form>
  );
}

describe('DateField', () => {
  it('on a Swedish page: ÅÅÅÅ-MM-DD, described, and an ISO value for the form', async () => {
    const { user } = renderAt('/sv-se/vendor/promotions/create', <Form />);
    const input = screen.getByRole('textbox', { name: 'Start' });
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('placeholder', 'ÅÅÅÅ-MM-DD');
    expect(descriptionOf(input)).toBe('Format ÅÅÅÅ-MM-DD, till exempel 2026-05-31');
    // Typing at the end of the field, one key at a time, as a browser reports it.
    await user.type(input, '20260531');
    expect(input).toHaveValue('2026-05-31');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toEqual({ startDate: '2026-05-31' }));
  });

  it('on an English page: day-month-year, shown from and sent as ISO', async () => {
    const { user } = renderAt('/sv-en/vendor/promotions/create', <Form initial="2026-06-01" />);
    const input = screen.getByRole('textbox', { name: 'Start' });
    expect(input).toHaveAttribute('placeholder', 'DD-MM-YYYY');
    expect(input).toHaveValue('01-06-2026');
    await user.clear(input);
    await user.type(input, '3/7/2026');
    expect(input).toHaveValue('03-07-2026');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toEqual({ startDate: '2026-07-03' }));
  });
});
