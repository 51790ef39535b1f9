import type { TwoFactorSetupAnswer } from '@levera/domain';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n.ts';
import { TWO_FACTOR_SECTION_ID } from '../../../lib/paths.ts';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/field.tsx';
import { PasswordField } from '../../../ui/password-field.tsx';
import { useDisable, useEnable, useStartSetUp } from '../api/two-factor-api.ts';
import { TWO_FACTOR_NS } from '../catalog.ts';

const errorText = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status ? error.message : fallback;

/** "ABCDEFGH…" → "ABCD EFGH …": a key typed by hand is read in groups. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Two-factor sign-in on the admin's "My account" (issue 33 §4): its status; set-up with the QR code
 * and the key as text, confirmed with a code; then the ten recovery codes, shown this once with a
 * copy button; and turning it off with the password. `onChanged` reads the profile again.
 */
export function TwoFactorSection({
  enabled,
  mustSetUp,
  onChanged,
}: {
  /** Whether it is on (undefined while the profile loads). */
  enabled: boolean | undefined;
  /** The team requires it and it is off: nothing else is open until it is set up. */
  mustSetUp: boolean;
  onChanged: () => Promise<void> | void;
}) {
  const t = useT(TWO_FACTOR_NS);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [setUp, setSetUp] = useState<TwoFactorSetupAnswer | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [isTurningOff, setTurningOff] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const start = useStartSetUp();

  // Sent here to set it up (…/account#two-factor): the section comes into view with its heading.
  useEffect(() => {
    if (window.location.hash !== `#${TWO_FACTOR_SECTION_ID}`) return;
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus();
  }, []);

  const begin = async () => {
    setNotice(null);
    try {
      setSetUp(await start.mutateAsync());
    } catch {
      // The error shows under the button.
    }
  };

  const isOn = enabled === true && !setUp;
  return (
    <section
      id={TWO_FACTOR_SECTION_ID}
      aria-labelledby={headingId}
      className="scroll-mt-20 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-semibold text-slate-900">
          {t('heading')}
        </h2>
        {enabled !== undefined && !recoveryCodes && (
          <Badge tone={isOn ? 'success' : 'neutral'}>{isOn ? t('status.on') : t('status.off')}</Badge>
        )}
      </div>
      <p className="mt-1 max-w-2xl text-sm text-slate-600">{t('intro')}</p>
      {notice && (
        <p
          role="status"
          className="mt-4 max-w-2xl rounded-lg border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900"
        >
          {notice}
        </p>
      )}

      {recoveryCodes ? (
        <RecoveryCodes
          codes={recoveryCodes}
          onDone={() => {
            setRecoveryCodes(null);
            setNotice(t('enabled'));
          }}
        />
      ) : setUp ? (
        <SetUpSteps
          setUp={setUp}
          onEnabled={async (codes) => {
            setSetUp(null);
            setRecoveryCodes(codes);
            await onChanged();
          }}
          onCancel={() => setSetUp(null)}
        />
      ) : isOn ? (
        <div className="mt-4 flex max-w-md flex-col gap-3">
          <p className="text-sm text-slate-700">{t('onText')}</p>
          {isTurningOff ? (
            <TurnOffForm
              onCancel={() => setTurningOff(false)}
              onDone={async (message) => {
                setTurningOff(false);
                setNotice(message);
                await onChanged();
              }}
            />
          ) : (
            <Button variant="secondary" className="self-start" onClick={() => setTurningOff(true)}>
              {t('turnOff.open')}
            </Button>
          )}
        </div>
      ) : enabled === false ? (
        <div className="mt-4 flex max-w-2xl flex-col gap-3">
          {mustSetUp && (
            <p
              role="alert"
              className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
            >
              {t('required')}
            </p>
          )}
          <Button className="self-start" isLoading={start.isPending} onClick={() => void begin()}>
            {t('setUp.start')}
          </Button>
          {start.isError && (
            <p role="alert" className="text-sm text-red-700">
              {errorText(start.error, t('failed'))}
            </p>
          )}
        </div>
      ) : null}
    </section>
  );
}

/** The QR code, the key as text, and the code that confirms the app has it. */
function SetUpSteps({
  setUp,
  onEnabled,
  onCancel,
}: {
  setUp: TwoFactorSetupAnswer;
  onEnabled: (recoveryCodes: string[]) => Promise<void>;
  onCancel: () => void;
}) {
  const t = useT(TWO_FACTOR_NS);
  const enable = useEnable();
  const codeInput = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | undefined>();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = codeInput.current?.value.trim() ?? '';
    if (!code) {
      setError(t('setUp.codeRequired'));
      return codeInput.current?.focus();
    }
    setError(undefined);
    try {
      const answer = await enable.mutateAsync(code);
      await onEnabled(answer.recoveryCodes);
    } catch (failure) {
      setError(errorText(failure, t('failed')));
      codeInput.current?.focus();
    }
  };

  return (
    <div className="mt-4 flex flex-col gap-5">
      <ol className="flex max-w-2xl list-decimal flex-col gap-4 pl-5 text-sm text-slate-700">
        <li>
          <p>{t('setUp.scan')}</p>
          <img
            src={setUp.qrCodeDataUrl}
            alt={t('setUp.qrAlt')}
            width={192}
            height={192}
            className="mt-3 rounded-lg border border-slate-200 bg-white"
          />
        </li>
        <li>
          <p>{t('setUp.typeKey')}</p>
          <code
            data-testid="two-factor-secret"
            className="mt-2 inline-block break-words rounded-lg bg-slate-100 px-3 py-2 font-mono text-base tracking-wide text-slate-900"
          >
            {grouped(setUp.secret)}
          </code>
        </li>
        <li>
          <p>{t('setUp.enterCode')}</p>
        </li>
      </ol>
      <form onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-4">
        <TextField
          ref={codeInput}
          name="code"
          label={t('setUp.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={40}
          required
          error={error}
        />
        <SubmitOrCancel submitLabel={t('setUp.submit')} isPending={enable.isPending} onCancel={onCancel} />
      </form>
    </div>
  );
}

/** The ten recovery codes, this once: to copy, print or write down before going on. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const t = useT(TWO_FACTOR_NS);
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="mt-4 flex max-w-2xl flex-col gap-4">
      <h3 className="text-base font-semibold text-slate-900">{t('codes.heading')}</h3>
      <p className="text-sm text-slate-700">{t('codes.text')}</p>
      <ol
        aria-label={t('codes.heading')}
        className="grid grid-cols-1 gap-2 rounded-lg bg-slate-100 p-4 font-mono text-base text-slate-900 sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={() => void copy()}>
          {t('codes.copy')}
        </Button>
        <Button onClick={onDone}>{t('codes.done')}</Button>
        <span role="status" className="text-sm text-slate-700">
          {copied === true ? t('codes.copied') : copied === false ? t('codes.copyFailed') : ''}
        </span>
      </div>
    </div>
  );
}

/** Turning it off asks for the password: a session left open cannot do it. */
function TurnOffForm({
  onCancel,
  onDone,
}: {
  onCancel: () => void;
  onDone: (message: string) => Promise<void>;
}) {
  const t = useT(TWO_FACTOR_NS);
  const id = useId();
  const disable = useDisable();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | undefined>();
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = input.current?.value ?? '';
    if (!password) {
      setError(t('turnOff.passwordRequired'));
      return input.current?.focus();
    }
    setError(undefined);
    try {
      const answer = await disable.mutateAsync({ password });
      await onDone(answer.message);
    } catch (failure) {
      setError(errorText(failure, t('failed')));
      input.current?.focus();
    }
  };
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <PasswordField
        id={`${id}-password`}
        ref={input}
        label={t('turnOff.password')}
        autoComplete="current-password"
        required
        error={error}
        showLabel={t('turnOff.show')}
        hideLabel={t('turnOff.hide')}
      />
      <SubmitOrCancel
        submitLabel={t('turnOff.submit')}
        variant="danger"
        isPending={disable.isPending}
        onCancel={onCancel}
      />
    </form>
  );
}

/** A step's buttons: send the form, or go back without sending it. */
function SubmitOrCancel({
  submitLabel,
  variant = 'primary',
  isPending,
  onCancel,
}: {
  submitLabel: string;
  variant?: 'primary' | 'danger';
  isPending: boolean;
  onCancel: () => void;
}) {
  const t = useT(TWO_FACTOR_NS);
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" variant={variant} isLoading={isPending}>
        {submitLabel}
      </Button>
      <Button type="button" variant="ghost" onClick={onCancel}>
        {t('cancel')}
      </Button>
    </div>
  );
}
