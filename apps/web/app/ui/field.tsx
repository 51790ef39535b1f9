import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';
import { cn } from './cn.ts';
import { FIELD_FRAME_CLASS, FIELD_LABEL_CLASS, fieldControlClass } from './field-look.ts';

// Form fields with a visible label, an optional hint and an error message that is announced and
// tied to the control (aria-invalid, aria-describedby). They accept react-hook-form's register().

/** The visual required mark; hidden from screen readers, which hear aria-required or the legend. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-red-700">
      {' '}
      *
    </span>
  );
}

/** A field's error, announced, with the id its control's aria-describedby names. */
export function FieldError({ id, error, className }: { id: string; error?: string; className?: string }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} role="alert" className={cn('text-sm text-red-700', className)}>
      {error}
    </p>
  );
}

type FieldFrameProps = {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
  children: ReactNode;
  /** Under the control, before its hint and error: a character count, say. */
  below?: ReactNode;
};

function FieldFrame({ id, label, hint, error, required, children, below }: FieldFrameProps) {
  return (
    <div className={FIELD_FRAME_CLASS}>
      {/* The required mark sits outside the label, so the accessible name is the label alone. */}
      <span className={FIELD_LABEL_CLASS}>
        <label htmlFor={id}>{label}</label>
        {required && <RequiredMark />}
      </span>
      {children}
      {below}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      )}
      <FieldError id={id} error={error} />
    </div>
  );
}

/** The id and ARIA attributes that tie a control to its label, hint and error. */
function controlProps(
  id: string,
  { hint, error, required }: { hint?: unknown; error?: string; required?: boolean },
) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
    'aria-required': required || undefined,
  } as const;
}

type Common = { label: ReactNode; hint?: ReactNode; error?: string };
type FieldProps = Common & { id?: string; required?: boolean; className?: string };

/**
 * A field's props split into its frame (label, hint, error) and its control's (the rest, wired to
 * the frame, with the control classes), so each field below is its control element only.
 */
function useFieldParts<P extends FieldProps>({ label, hint, error, id, required, className, ...rest }: P) {
  const generated = useId();
  const fieldId = id ?? generated;
  return {
    frame: { id: fieldId, label, hint, error, required },
    control: { ...controlProps(fieldId, { hint, error, required }), ...rest },
    classes: (extra?: string) => cn(fieldControlClass(Boolean(error)), extra, className),
  };
}

export function TextField(
  props: Common & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> },
) {
  const { frame, control, classes } = useFieldParts(props);
  return (
    <FieldFrame {...frame}>
      <input {...control} className={classes()} />
    </FieldFrame>
  );
}

/** What a field kept by a react-hook-form controller takes (AmountField, DateField). */
export type ControlledFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  hint?: ReactNode;
  error?: string;
  required?: boolean;
};

/**
 * A text input without the browser's autofill, tied to `field` (a react-hook-form controller's) by
 * its ref, name and blur; its text and how that becomes the form value are the caller's.
 */
export function ControlledTextField({
  field: { ref, name, onBlur },
  ...props
}: Parameters<typeof TextField>[0] & { field: Pick<ControllerRenderProps, 'ref' | 'name' | 'onBlur'> }) {
  return <TextField ref={ref} name={name} onBlur={onBlur} type="text" autoComplete="off" {...props} />;
}

/**
 * A textarea; `characterCount` renders under it with the field's id (a WatchedCharacterCount of
 * ui/character-count.tsx, for a text with a limit).
 */
export function TextareaField({
  characterCount,
  ...props
}: Common &
  TextareaHTMLAttributes<HTMLTextAreaElement> & {
    ref?: Ref<HTMLTextAreaElement>;
    characterCount?: (id: string) => ReactNode;
  }) {
  const { frame, control, classes } = useFieldParts(props);
  return (
    <FieldFrame {...frame} below={characterCount?.(frame.id)}>
      <textarea {...control} className={classes('min-h-28')} />
    </FieldFrame>
  );
}

export type SelectOption = { value: string; label: string };

export function SelectField({
  options,
  placeholder,
  ...props
}: Common &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: SelectOption[];
    placeholder?: string;
    ref?: Ref<HTMLSelectElement>;
  }) {
  const { frame, control, classes } = useFieldParts(props);
  return (
    <FieldFrame {...frame}>
      <select {...control} className={classes()}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

export function CheckboxField({
  label,
  error,
  id,
  className,
  ref,
  ...props
}: { label: ReactNode; error?: string } & InputHTMLAttributes<HTMLInputElement> & {
    ref?: Ref<HTMLInputElement>;
  }) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-2">
        <input
          {...controlProps(fieldId, { error })}
          ref={ref}
          type="checkbox"
          className={cn('mt-1 size-4 rounded border-slate-400 accent-brand-700', className)}
          {...props}
        />
        <label htmlFor={fieldId} className="text-sm text-slate-800">
          {label}
        </label>
      </div>
      <FieldError id={fieldId} error={error} />
    </div>
  );
}

/** Radio buttons in a fieldset with a legend; `options` share the name of `register()`. */
export function RadioGroupField({
  legend,
  error,
  options,
  name,
  required,
  inputProps,
}: {
  legend: ReactNode;
  error?: string;
  options: SelectOption[];
  name: string;
  required?: boolean;
  inputProps?: (value: string) => InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        {legend}
        {required && <RequiredMark />}
      </legend>
      <div className="flex flex-wrap gap-4">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={name}
              value={option.value}
              className="size-4 accent-brand-700"
              {...inputProps?.(option.value)}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/**
 * A whole number (a count, such as a usage limit): a text field with a number pad on phones, its text
 * read by the domain schema. Not `type="number"`, which drops what Chromium cannot read instead of
 * letting the schema say so (decision 061). Money and percentages use `AmountField`.
 */
export function WholeNumberField(props: Parameters<typeof TextField>[0]) {
  return <TextField type="text" inputMode="numeric" autoComplete="off" {...props} />;
}
