import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderAt } from './test-render.tsx';
import { useLazySchemaForm } from './use-lazy-schema-form.ts';

const Schema = z.object({ name: z.string().min(1, 'Name is required') });
type Values = z.infer<typeof Schema>;

function NameForm({
  loadSchema,
  onValid,
}: {
  loadSchema: () => Promise<typeof Schema>;
  onValid: (values: Values) => void;
}) {
  const { form, loadOnTouch } = useLazySchemaForm<Values>(loadSchema, { defaultValues: { name: '' } });
  return (
    <form {...loadOnTouch} onSubmit={form.handleSubmit(onValid)} noValidate>
      <label>
        Name
        <input {...form.register('name')} />
      </label>
      <p>{form.formState.errors.name?.message}</p>
      <button type="submit">Send</button>
    </form>
  );
}

describe('useLazySchemaForm (issue 20: validation loads when the form is first touched)', () => {
  it('loads the schema on the first focus of the form, once, and not before', async () => {
    const loadSchema = vi.fn(async () => Schema);
    const { user } = renderAt('/sv-en', <NameForm loadSchema={loadSchema} onValid={vi.fn()} />);
    expect(loadSchema).not.toHaveBeenCalled();
    await user.click(screen.getByLabelText('Name'));
    expect(loadSchema).toHaveBeenCalledTimes(1);
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.tab();
    expect(loadSchema).toHaveBeenCalledTimes(1);
  });

  it('validates with the loaded schema: its message, then the parsed values', async () => {
    const onValid = vi.fn();
    const { user } = renderAt('/sv-en', <NameForm loadSchema={async () => Schema} onValid={onValid} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(onValid).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ name: 'Ada' });
  });

  it('tries the download again after a failure', async () => {
    const loadSchema = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Schema);
    const onValid = vi.fn();
    const { user } = renderAt('/sv-en', <NameForm loadSchema={loadSchema} onValid={onValid} />);
    await user.click(screen.getByLabelText('Name'));
    await waitFor(() => expect(loadSchema).toHaveBeenCalledTimes(1));
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(loadSchema).toHaveBeenCalledTimes(2);
  });
});
