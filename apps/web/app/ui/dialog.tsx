import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { cn } from './cn.ts';

/** A modal dialog (Radix: focus trap, Escape, labelled title) with the page dimmed behind it. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  closeLabel,
  showCloseButton = true,
  size = 'md',
}: {
  /** 'wide' fits a table (previews, imports): up to 56rem, full width minus a margin on phones. */
  size?: 'md' | 'wide';
  /** Off when the dialog has its own Cancel button, so there are not two ways named alike. */
  showCloseButton?: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  closeLabel: string;
}) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <DialogPrimitive.Content
          className={cn(
            'fixed left-1/2 top-1/2 z-50 max-h-[90vh] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white shadow-xl focus:outline-none',
            size === 'wide'
              ? 'w-[calc(100%-1.5rem)] max-w-4xl p-4 sm:p-6'
              : 'w-[calc(100%-2rem)] max-w-lg p-6',
          )}
        >
          <DialogPrimitive.Title className="pr-8 text-lg font-semibold text-slate-900 wrap-anywhere">
            {title}
          </DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description className="mt-2 text-sm text-slate-600">
              {description}
            </DialogPrimitive.Description>
          ) : (
            <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
          )}
          <div className="mt-4">{children}</div>
          {showCloseButton && (
            <DialogPrimitive.Close asChild>
              <button
                type="button"
                aria-label={closeLabel}
                className="absolute right-3 top-3 flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                <span aria-hidden="true">✕</span>
              </button>
            </DialogPrimitive.Close>
          )}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** What a dialog that asks before an action shows (ConfirmDialog, ReasonDialog). */
export type QuestionDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  isPending?: boolean;
};

/** "Are you sure?" with a confirm and a cancel button (e.g. deletes that cannot be undone). */
export function ConfirmDialog({
  confirmLabel,
  cancelLabel,
  onConfirm,
  isPending,
  tone = 'danger',
  ...question
}: QuestionDialogProps & {
  cancelLabel: string;
  onConfirm: () => void;
  tone?: 'danger' | 'primary';
}) {
  return (
    <Dialog {...question} closeLabel={cancelLabel} showCloseButton={false}>
      <QuestionButtons
        cancelLabel={cancelLabel}
        onCancel={() => question.onOpenChange(false)}
        confirmLabel={confirmLabel}
        onConfirm={onConfirm}
        tone={tone}
        isPending={isPending}
      />
    </Dialog>
  );
}

/**
 * A question dialog's two buttons, right-aligned: cancel, then the action. Without `onConfirm` the
 * action submits the form the buttons stand in (ReasonDialog).
 */
export function QuestionButtons({
  cancelLabel,
  onCancel,
  confirmLabel,
  onConfirm,
  tone = 'danger',
  isPending,
}: {
  cancelLabel: string;
  onCancel: () => void;
  confirmLabel: string;
  onConfirm?: () => void;
  tone?: 'danger' | 'primary';
  isPending?: boolean;
}) {
  return (
    <div className="flex justify-end gap-3">
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type={onConfirm ? 'button' : 'submit'} variant={tone} onClick={onConfirm} isLoading={isPending}>
        {confirmLabel}
      </Button>
    </div>
  );
}
