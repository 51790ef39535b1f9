import { DECISION_REASON_MAX_LENGTH } from '@levera/domain';
import { useState } from 'react';
import { useT } from '../lib/i18n.ts';
import { Dialog, QuestionButtons, type QuestionDialogProps } from './dialog.tsx';
import { TextareaField } from './field.tsx';

/**
 * "Are you sure?" for a decision that tells someone no (reject, deactivate, suspend), with an
 * optional reason for them (issue 17 §4): at most DECISION_REASON_MAX_LENGTH characters, the count
 * shown as the field's hint. `onConfirm` gets the reason, or undefined when left blank. The reason
 * starts empty each time the dialog opens.
 */
export function ReasonDialog({
  confirmLabel,
  onConfirm,
  isPending,
  ...question
}: QuestionDialogProps & { onConfirm: (reason: string | undefined) => void }) {
  const t = useT('common');
  return (
    <Dialog {...question} closeLabel={t('reasonDialog.cancel')} showCloseButton={false}>
      {question.open && (
        <ReasonForm
          onCancel={() => question.onOpenChange(false)}
          confirmLabel={confirmLabel}
          onConfirm={onConfirm}
          isPending={isPending}
        />
      )}
    </Dialog>
  );
}

function ReasonForm({
  onCancel,
  confirmLabel,
  onConfirm,
  isPending,
}: {
  onCancel: () => void;
  confirmLabel: string;
  onConfirm: (reason: string | undefined) => void;
  isPending?: boolean;
}) {
  const t = useT('common');
  const [reason, setReason] = useState('');
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm(reason.trim() || undefined);
      }}
    >
      <TextareaField
        label={t('reasonDialog.label')}
        hint={t('reasonDialog.limit', { count: reason.length, max: DECISION_REASON_MAX_LENGTH })}
        value={reason}
        maxLength={DECISION_REASON_MAX_LENGTH}
        onChange={(event) => setReason(event.target.value)}
      />
      <QuestionButtons
        cancelLabel={t('reasonDialog.cancel')}
        onCancel={onCancel}
        confirmLabel={confirmLabel}
        isPending={isPending}
      />
    </form>
  );
}
