/**
 * Saves `file` under `fileName` through a temporary link to it: for a file fetched with the signed-in
 * user's token, which a plain link could not send (the lists' CSV exports, the personal-data export).
 */
export function saveFile(file: Blob, fileName: string) {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
