import { ERASURE_REASON_MAX_LENGTH, ErasureRequestSchema, type ErasureSummary } from '@levera/domain';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { useMessage } from '../../../lib/use-message.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { TextareaField } from '../../../ui/field.tsx';
import { whenClosed } from '../../../ui/when-closed.ts';
import { useErasePersonalData } from '../api/privacy-api.ts';
import { ADMIN_PRIVACY_NS } from '../catalog.ts';

/**
 * "Erase this person's data?" (decision 059): what happens, in order, and a required reason. A
 * refusal (409 while a vendor account is in use, 503 when the confirmation could not be e-mailed)
 * shows its message here, and the dialog stays open.
 */
export function ErasureDialog({
  open,
  q,
  onClose,
  onErased,
}: {
  open: boolean;
  q: string;
  onClose: () => void;
  onErased: (summary: ErasureSummary) => void;
}) {
  const t = useT(ADMIN_PRIVACY_NS);
  const erasure = useErasePersonalData();
  return (
    <Dialog
      open={open}
      onOpenChange={whenClosed(() => {
        if (!erasure.isPending) onClose();
      })}
      title={t('erase.title')}
      description={t('erase.intro')}
      closeLabel={t('erase.cancel')}
      showCloseButton={false}
    >
      {open && <ErasureForm q={q} erasure={erasure} onCancel={onClose} onErased={onErased} />}
    </Dialog>
  );
}

function ErasureForm({
  q,
  erasure,
  onCancel,
  onErased,
}: {
  q: string;
  erasure: ReturnType<typeof useErasePersonalData>;
  onCancel: () => void;
  onErased: (summary: ErasureSummary) => void;
}) {
  const t = useT(ADMIN_PRIVACY_NS);
  const message = useMessage();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(undefined);
    // The API's own rule for the reason (required, trimmed), checked before asking it.
    const checked = ErasureRequestSchema.shape.reason.safeParse(reason);
    if (!checked.success) {
      setReasonError(message(checked.error.issues[0]?.message));
      return;
    }
    setReasonError(undefined);
    try {
      const answer = await erasure.mutateAsync({ q, reason: checked.data });
      onErased(answer.data);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined;
      if (fields?.reason) setReasonError(fields.reason);
      else setRefusal(error instanceof Error ? error.message : message('somethingWentWrong'));
    }
  };

  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
      <ol className="list-decimal pl-5 text-sm text-slate-800">
        <li>{t('erase.stepMail')}</li>
        <li>{t('erase.stepDelete')}</li>
        <li>{t('erase.stepVendor')}</li>
        <li>{t('erase.stepTrail')}</li>
      </ol>
      <TextareaField
        label={t('erase.reason')}
        hint={t('erase.reasonHint', { count: reason.length, max: ERASURE_REASON_MAX_LENGTH })}
        error={reasonError}
        required
        value={reason}
        maxLength={ERASURE_REASON_MAX_LENGTH}
        onChange={(event) => setReason(event.target.value)}
      />
      {refusal && (
        <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
          {refusal}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onCancel} disabled={erasure.isPending}>
          {t('erase.cancel')}
        </Button>
        <Button type="submit" variant="danger" isLoading={erasure.isPending}>
          {t('erase.confirm')}
        </Button>
      </div>
    </form>
  );
}
