import { type InputHTMLAttributes, type ReactNode, type Ref, useState } from 'react';
import { TextField } from './field.tsx';

type PasswordFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Texts of the toggle button, in the page language. */
  showLabel: string;
  hideLabel: string;
  ref?: Ref<HTMLInputElement>;
};

/** A password input with a Show/Hide toggle (a real button: keyboard and screen-reader friendly). */
export function PasswordField({ showLabel, hideLabel, className, ...props }: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(false);
  return (
    <div className="relative">
      <TextField type={isVisible ? 'text' : 'password'} className={className ?? 'pr-20'} {...props} />
      <button
        type="button"
        onClick={() => setVisible((visible) => !visible)}
        aria-controls={props.id}
        className="absolute right-2 top-7 rounded px-2 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {isVisible ? hideLabel : showLabel}
      </button>
    </div>
  );
}
