import type { MenuDiff } from '@levera/domain';
import { type ChangeEvent, useId, useMemo, useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import type { UploadProgress } from '../../../lib/api-upload.ts';
import type { TextEncodingName } from '../../../lib/csv.ts';
import { useT } from '../../../lib/i18n.ts';
import { useLocale } from '../../../lib/locale.ts';
import { useMessage } from '../../../lib/use-message.ts';
import { Button } from '../../../ui/button.tsx';
import { cn } from '../../../ui/cn.ts';
import { ScrollableTable } from '../../../ui/scrollable-table.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { previewMenu } from '../api/menu-items.ts';
import { useUploadMenu } from '../api/upload-menu.ts';
import type { Vendor } from '../api/vendor-types.ts';
import { useFailureToast } from '../hooks/use-failure-toast.ts';
import { useFormat } from '../../../lib/format.ts';
import { MenuDiffView } from './menu-diff-view.tsx';
import {
  MENU_COLUMNS,
  MENU_FILE_MAX_BYTES,
  MENU_HEADERS,
  MENU_UPLOAD_MAX_BYTES,
  type MenuFileError,
  type MenuFileRow,
  readMenuFile,
  sampleMenuCsv,
  uploadSizeOf,
  validItems,
} from '../menu-file/parse-menu-file.ts';
import { ADMIN_VENDORS_NS } from '../catalog.ts';

type Parsed = {
  fileName: string;
  rows: MenuFileRow[];
  ignoredColumns: string[];
  encoding: TextEncodingName | undefined;
};

/** What the dialog needs of the vendor: the vendor list's row or the menu screen's vendor. */
export type MenuUploadVendor = Pick<Vendor, 'id' | 'vendorName' | 'menuItemCount'>;

/** The refusal of an upload whose preview is out of date (decision 041). */
const MENU_CHANGED_CODE = 'menu_changed';

/**
 * Render with `key={vendor?.id}` so every vendor starts with a fresh dialog.
 *
 * "Upload menu" (issue 7): a CSV or JSON file is read and checked in the browser, every row is
 * previewed with its errors, and only the valid rows are sent, with upload progress. A vendor that
 * has a menu first sees what the file changes (added, changed, removed, unchanged; issue 19 §2) and
 * applies exactly that difference: the upload names the preview, and a menu changed since is
 * compared again instead of being overwritten (decision 041). A first menu is uploaded directly.
 */
export function MenuUploadDialog({
  vendor,
  onClose,
}: {
  vendor: MenuUploadVendor | null;
  onClose: () => void;
}) {
  const t = useT(ADMIN_VENDORS_NS);
  const [parsed, setParsed] = useState<Parsed | null>(null);
  const [fileError, setFileError] = useState<MenuFileError | null>(null);
  const [isReading, setReading] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const uploadMenu = useUploadMenu();
  const showFailure = useFailureToast();
  const [diff, setDiff] = useState<MenuDiff | null>(null);
  const [isComparing, setComparing] = useState(false);
  const [changedSince, setChangedSince] = useState(false);

  const items = parsed ? validItems(parsed.rows) : [];
  const isTooLarge = items.length > 0 && uploadSizeOf(items) > MENU_UPLOAD_MAX_BYTES;
  const isUploading = uploadMenu.isPending;
  const isBusy = isUploading || isComparing;
  const hasMenu = (vendor?.menuItemCount ?? 0) > 0;

  const onFileChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    setParsed(null);
    setFileError(null);
    setProgress(null);
    setDiff(null);
    setChangedSince(false);
    if (!file) return;
    if (file.size > MENU_FILE_MAX_BYTES) {
      setFileError({ code: 'tooLarge' });
      return;
    }
    setReading(true);
    try {
      const result = await readMenuFile(file);
      if (result.ok)
        setParsed({
          fileName: file.name,
          rows: result.rows,
          ignoredColumns: result.ignoredColumns,
          encoding: result.encoding,
        });
      else setFileError(result.error);
    } finally {
      setReading(false);
    }
  };

  const compare = async () => {
    if (!vendor) return;
    setComparing(true);
    try {
      setDiff(await previewMenu({ vendorId: vendor.id, items }));
    } catch (error) {
      showFailure('menuPreviewFailed', error);
    } finally {
      setComparing(false);
    }
  };

  const onUpload = async () => {
    if (!vendor || items.length === 0 || isTooLarge) return;
    // A menu that exists is compared first; the admin applies what the comparison showed.
    if (hasMenu && !diff) {
      await compare();
      return;
    }
    setProgress({ phase: 'uploading', loaded: 0, total: 1 });
    try {
      await uploadMenu.mutateAsync({
        vendorId: vendor.id,
        items,
        expectedFingerprint: diff?.fingerprint,
        onProgress: setProgress,
      });
      onClose();
    } catch (error) {
      setProgress(null);
      if (error instanceof ApiError && error.code === MENU_CHANGED_CODE) {
        // Someone changed the menu since the comparison: show the comparison with today's menu.
        setChangedSince(true);
        await compare();
        return;
      }
      showFailure('menuUploadFailed', error);
    }
  };

  const hasChanges = diff !== null && diff.counts.added + diff.counts.changed + diff.counts.removed > 0;
  const uploadLabel =
    items.length === 0
      ? t('menu.uploadNothing')
      : diff
        ? hasChanges
          ? t('menu.diff.apply')
          : t('menu.diff.applyNothing')
        : hasMenu
          ? t('menu.compare', { count: items.length })
          : t('menu.upload', { count: items.length });

  return (
    <Dialog
      size="wide"
      open={vendor !== null}
      onOpenChange={(open) => !open && !isBusy && onClose()}
      title={t('menu.title', { name: vendor?.vendorName ?? '' })}
      description={t('menu.description')}
      closeLabel={t('menu.close')}
    >
      <div className="flex flex-col gap-4">
        <p className="text-sm text-slate-700">
          {vendor && vendor.menuItemCount > 0
            ? t('menu.replaces', { count: vendor.menuItemCount })
            : t('menu.replacesNone')}
        </p>
        <MenuFilePicker disabled={isBusy} onChange={(event) => void onFileChange(event)} />

        <MenuFileSummary
          isReading={isReading}
          fileError={fileError}
          parsed={parsed}
          validCount={items.length}
          isTooLarge={isTooLarge}
        />

        {diff ? (
          <MenuDiffView diff={diff} changedSince={changedSince} />
        ) : (
          parsed && <MenuPreviewTable rows={parsed.rows} />
        )}

        {isComparing && <p className="text-sm text-slate-600">{t('menu.comparing')}</p>}
        {progress && <UploadProgressBar progress={progress} />}

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} disabled={isBusy}>
            {t('menu.cancel')}
          </Button>
          {diff && (
            <Button
              variant="secondary"
              onClick={() => {
                setDiff(null);
                setChangedSince(false);
              }}
              disabled={isBusy}
            >
              {t('menu.diff.back')}
            </Button>
          )}
          <Button
            onClick={() => void onUpload()}
            disabled={items.length === 0 || isTooLarge || (diff !== null && !hasChanges) || isComparing}
            isLoading={isBusy}
          >
            {uploadLabel}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

/** The file input with its hint, and the sample file in the page's language. */
function MenuFilePicker({
  disabled,
  onChange,
}: {
  disabled: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}) {
  const t = useT(ADMIN_VENDORS_NS);
  const { language } = useLocale();
  const sampleHref = useMemo(
    () => `data:text/csv;charset=utf-8,${encodeURIComponent(sampleMenuCsv(language))}`,
    [language],
  );
  const inputId = useId();
  const hintId = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="flex flex-col gap-1">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
          {t('menu.file')}
        </label>
        <input
          id={inputId}
          type="file"
          accept=".csv,.json,.txt,text/csv,application/json"
          aria-describedby={hintId}
          disabled={disabled}
          onChange={onChange}
          className={cn(
            'block w-full text-sm text-slate-800',
            'file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-semibold file:text-slate-800 hover:file:bg-slate-50',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
          )}
        />
        <p id={hintId} className="text-xs text-slate-600">
          {t('menu.fileHint')}
        </p>
      </div>
      <a
        href={sampleHref}
        download={t('menu.sampleFileName')}
        className="text-sm font-semibold text-brand-700 underline hover:text-brand-900"
      >
        {t('menu.downloadSample')}
      </a>
    </div>
  );
}

/** What reading the file found: still reading, the file's error, or its rows counted and its notes. */
function MenuFileSummary({
  isReading,
  fileError,
  parsed,
  validCount,
  isTooLarge,
}: {
  isReading: boolean;
  fileError: MenuFileError | null;
  parsed: Parsed | null;
  validCount: number;
  isTooLarge: boolean;
}) {
  const t = useT(ADMIN_VENDORS_NS);
  const { language } = useLocale();
  const invalidCount = parsed ? parsed.rows.length - validCount : 0;
  const fileErrorText = (error: MenuFileError) => {
    switch (error.code) {
      case 'missingColumns':
        return t('menu.fileErrors.missingColumns', {
          columns: error.columns.map((column) => MENU_HEADERS[language][column]).join(', '),
        });
      case 'tooManyRows':
        return t('menu.fileErrors.tooManyRows', { max: error.max });
      default:
        return t(`menu.fileErrors.${error.code}`);
    }
  };

  return (
    <div aria-live="polite">
      {isReading && <p className="text-sm text-slate-600">{t('menu.reading')}</p>}
      {fileError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          {fileErrorText(fileError)}
        </p>
      )}
      {parsed && (
        <div className="flex flex-col gap-1 text-sm text-slate-800">
          <p className="font-medium">
            {t('menu.summary', {
              rows: t('menu.rows', { count: parsed.rows.length }),
              valid: t('menu.valid', { count: validCount }),
              invalid: t('menu.invalid', { count: invalidCount }),
            })}
          </p>
          {parsed.encoding === 'windows-1252' && (
            <p className="text-slate-700">{t('menu.readAsWindows1252')}</p>
          )}
          {invalidCount > 0 && <p className="text-red-800">{t('menu.invalidNotSent')}</p>}
          {parsed.ignoredColumns.length > 0 && (
            <p className="text-slate-600">
              {t('menu.ignoredColumns', { columns: parsed.ignoredColumns.join(', ') })}
            </p>
          )}
          {isTooLarge && (
            <p role="alert" className="text-red-800">
              {t('menu.fileErrors.uploadTooLarge')}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

function UploadProgressBar({ progress }: { progress: UploadProgress }) {
  const t = useT(ADMIN_VENDORS_NS);
  const labelId = useId();
  const percent =
    progress.phase === 'uploading'
      ? Math.min(100, Math.round((progress.loaded / Math.max(1, progress.total)) * 100))
      : 100;
  return (
    <div className="flex flex-col gap-1">
      <p id={labelId} className="text-sm font-medium text-slate-800" aria-live="polite">
        {progress.phase === 'uploading' ? t('menu.uploading', { percent }) : t('menu.processing')}
      </p>
      <progress
        aria-labelledby={labelId}
        max={100}
        value={percent}
        className="h-2 w-full overflow-hidden rounded-full [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-600 [&::-moz-progress-bar]:bg-brand-600"
      />
    </div>
  );
}

/** Every row of the file with what it says and its errors; rows with errors are marked and not sent. */
function MenuPreviewTable({ rows }: { rows: MenuFileRow[] }) {
  const t = useT(ADMIN_VENDORS_NS);
  const message = useMessage();
  const format = useFormat();

  const cellText = (row: MenuFileRow, column: (typeof MENU_COLUMNS)[number]) => {
    if (row.item && column === 'price') return format.money(row.item.price);
    if (row.item && column === 'available') return row.item.available ? t('menu.yes') : t('menu.no');
    return row.values[column];
  };

  return (
    <ScrollableTable
      caption={t('menu.previewLabel')}
      columns={
        <>
          <th scope="col" className="px-3 py-2">
            {t('menu.columns.line')}
          </th>
          {MENU_COLUMNS.map((column) => (
            <th key={column} scope="col" className="px-3 py-2">
              {t(`menu.columns.${column}`)}
            </th>
          ))}
          <th scope="col" className="px-3 py-2">
            {t('menu.columns.check')}
          </th>
        </>
      }
    >
      {rows.map((row) => {
        const isValid = row.errors.length === 0;
        return (
          <tr key={row.line} className={cn('border-t border-slate-200 align-top', !isValid && 'bg-red-50')}>
            <td className="px-3 py-2 tabular-nums text-slate-600">{row.line}</td>
            {MENU_COLUMNS.map((column) => (
              <td
                key={column}
                className={cn(
                  'px-3 py-2 text-slate-900',
                  column === 'description' && 'min-w-40 max-w-64 wrap-anywhere',
                )}
              >
                {cellText(row, column)}
              </td>
            ))}
            <td className="px-3 py-2">
              {isValid ? (
                <span className="font-semibold text-green-800">{t('menu.ok')}</span>
              ) : (
                <ul className="flex flex-col gap-0.5 text-red-800">
                  {row.errors.map((error) => (
                    <li key={error.field}>
                      <span className="font-semibold">
                        {t(`menu.columns.${error.field === '_' ? 'row' : error.field}`)}:
                      </span>{' '}
                      {error.field === 'available' && error.key === 'invalidValue'
                        ? t('menu.availableInvalid')
                        : message(error.key)}
                    </li>
                  ))}
                </ul>
              )}
            </td>
          </tr>
        );
      })}
    </ScrollableTable>
  );
}
