import { STORE_PAUSE_NOTE_MAX_LENGTH, storePauseEndProblem, swedishTimeToday } from '@levera/domain';
import { type FormEvent, useId, useState } from 'react';
import { ApiError, isConnectionError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { useMessage } from '../../../lib/use-message.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { cn } from '../../../ui/cn.ts';
import { FieldError, TextareaField } from '../../../ui/field.tsx';
import { fieldControlClass } from '../../../ui/field-look.ts';
import { usePauseStore } from '../api/store-pause.ts';
import { VENDOR_MENU_NS } from '../catalog.ts';

/** How long to pause: quick choices, a time today, or until the vendor reopens (decision 062). */
export const PAUSE_CHOICES = ['minutes30', 'hour1', 'timeToday', 'untilReopened'] as const;
type PauseChoice = (typeof PAUSE_CHOICES)[number];

const MINUTES: Partial<Record<PauseChoice, number>> = { minutes30: 30, hour1: 60 };
/** "Until 18:00 today" is the usual choice; after six in the evening the vendor types a time. */
const USUAL_CLOSING_TIME = '18:00';

/** The time field's first value: six in the evening while that is still ahead. */
function defaultTime(now: Date): string {
  const closing = swedishTimeToday(USUAL_CLOSING_TIME, now);
  return closing && closing.getTime() > now.getTime() ? USUAL_CLOSING_TIME : '';
}

/**
 * "Pause orders": until when (30 minutes, 1 hour, a time today, or until the vendor reopens) and an
 * optional note customers see. The end is checked here by the domain's rule, then by the server.
 */
export function StorePauseDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT(VENDOR_MENU_NS);
  const message = useMessage();
  const pause = usePauseStore();
  const [choice, setChoice] = useState<PauseChoice>('minutes30');
  const [time, setTime] = useState(() => defaultTime(new Date()));
  const [note, setNote] = useState('');
  const [timeError, setTimeError] = useState<string | undefined>();
  const [noteError, setNoteError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const id = useId();

  /** The end the choice means now, or the message of why it cannot be. */
  function chosenEnd(now: Date): { until: string | null } | { problem: string } {
    const minutes = MINUTES[choice];
    if (minutes) return { until: new Date(now.getTime() + minutes * 60_000).toISOString() };
    if (choice === 'untilReopened') return { until: null };
    const at = swedishTimeToday(time, now);
    if (!at) return { problem: message('pauseEndInvalid') };
    const problem = storePauseEndProblem(at, now);
    return problem ? { problem: message(problem) } : { until: at.toISOString() };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTimeError(undefined);
    setNoteError(undefined);
    setFormError(undefined);
    const end = chosenEnd(new Date());
    if ('problem' in end) {
      setTimeError(end.problem);
      return;
    }
    try {
      await pause.mutateAsync({ until: end.until, note });
      onClose();
    } catch (error) {
      if (isConnectionError(error)) return notify.error(error.message);
      const fields = error instanceof ApiError ? error.fields : undefined;
      if (fields?.note) setNoteError(fields.note);
      if (fields?.until) {
        if (choice === 'timeToday') setTimeError(fields.until);
        else setFormError(fields.until);
      }
      if (!fields?.note && !fields?.until) setFormError(message('storePauseFailed'));
    }
  }

  const choiceId = (value: PauseChoice) => `${id}-${value}`;
  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('pauseDialog.title')}
      description={t('pauseDialog.description')}
      closeLabel={t('pauseDialog.close')}
      showCloseButton={false}
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-5">
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={formError ? `${id}-form-error` : undefined}
        >
          <legend className="text-sm font-medium text-slate-800">{t('pauseDialog.until')}</legend>
          {PAUSE_CHOICES.map((value) => (
            <div
              key={value}
              className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-2 rounded-lg px-3 py-2 ring-1 ring-slate-200 has-checked:bg-brand-50 has-checked:ring-brand-600"
            >
              <label
                htmlFor={choiceId(value)}
                className="flex flex-1 items-center gap-3 text-base text-slate-900"
              >
                <input
                  id={choiceId(value)}
                  type="radio"
                  name={`${id}-choice`}
                  value={value}
                  checked={choice === value}
                  onChange={() => setChoice(value)}
                  className="size-5 accent-brand-700"
                />
                {t(`pauseDialog.${value}`)}
              </label>
              {value === 'timeToday' && (
                <span className="flex items-center gap-2">
                  <label htmlFor={`${id}-time`} className="text-sm text-slate-700">
                    {t('pauseDialog.time')}
                  </label>
                  <input
                    id={`${id}-time`}
                    type="time"
                    value={time}
                    onChange={(event) => {
                      setTime(event.target.value);
                      setChoice('timeToday');
                    }}
                    onFocus={() => setChoice('timeToday')}
                    aria-invalid={timeError ? true : undefined}
                    aria-describedby={timeError ? `${id}-time-error` : undefined}
                    className={cn(fieldControlClass(Boolean(timeError)), 'w-32')}
                  />
                </span>
              )}
            </div>
          ))}
          <FieldError id={`${id}-time`} error={timeError} />
          <FieldError id={`${id}-form`} error={formError} />
        </fieldset>
        <TextareaField
          label={t('pauseDialog.note')}
          hint={t('pauseDialog.noteHint', { max: STORE_PAUSE_NOTE_MAX_LENGTH })}
          value={note}
          maxLength={STORE_PAUSE_NOTE_MAX_LENGTH}
          error={noteError}
          onChange={(event) => setNote(event.target.value)}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button size="lg" variant="secondary" onClick={onClose}>
            {t('pauseDialog.cancel')}
          </Button>
          <Button size="lg" type="submit" isLoading={pause.isPending}>
            {t('pauseDialog.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
