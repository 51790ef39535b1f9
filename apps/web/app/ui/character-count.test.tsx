import { screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../lib/test-render.tsx';
import { nearLimitFrom, WatchedCharacterCount } from './character-count.tsx';
import { TextareaField } from './field.tsx';

// Issue 35, item 6: a long text field shows its count once the limit is near, and a screen reader
// hears the characters left then, not before.

function Form({ limit, initial = '' }: { limit: number; initial?: string }) {
  const { control, register, reset } = useForm<{ note: string }>({ defaultValues: { note: initial } });
  return (
    <form>
      <TextareaField
        label="Note"
        {...register('note')}
        characterCount={(id) => <WatchedCharacterCount id={id} control={control} name="note" limit={limit} />}
      />
      <button type="button" onClick={() => reset({ note: '' })}>
        Clear
      </button>
    </form>
  );
}

const liveRegion = () => document.querySelector('[aria-live="polite"]');

describe('character count', () => {
  it('calls a tenth of the limit near, at most 100 characters', () => {
    expect(nearLimitFrom(2000)).toBe(100);
    expect(nearLimitFrom(500)).toBe(50);
    expect(nearLimitFrom(100)).toBe(10);
  });

  it('shows nothing and announces nothing while the limit is far', async () => {
    const { user } = renderAt('/sv-en/contact', <Form limit={2000} />);
    await user.type(screen.getByLabelText('Note'), 'Hello');
    expect(screen.queryByText(/\/ 2,000/)).toBeNull();
    expect(liveRegion()).toHaveTextContent(/^$/);
  });

  it('counts near the limit and announces the characters left, in English', async () => {
    const { user } = renderAt('/sv-en/contact', <Form limit={2000} initial={'x'.repeat(1890)} />);
    expect(screen.queryByText(/\/ 2,000/)).toBeNull();
    await user.click(screen.getByLabelText('Note'));
    await user.paste('x'.repeat(60));
    expect(screen.getByText('1,950 / 2,000')).toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent('50 characters left');
    await user.paste('x'.repeat(51));
    expect(screen.getByText('2,001 / 2,000')).toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent('1 character too many');
    // A reset empties the field without a keystroke: the count follows it.
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByText(/\/ 2,000/)).toBeNull();
    expect(liveRegion()).toHaveTextContent(/^$/);
  });

  it('writes the count and the announcement in Swedish on a Swedish page', async () => {
    renderAt('/sv-se/kontakt', <Form limit={2000} initial={'x'.repeat(1999)} />);
    // Swedish groups thousands with a (no-break) space, as docs/swedish-style.md says: "1 840".
    const asWritten = { normalizer: (text: string) => text };
    expect(screen.getByText('1\u00a0999 / 2\u00a0000', asWritten)).toBeInTheDocument();
    expect(liveRegion()).toHaveTextContent('1 tecken kvar');
  });
});
