/** Firefox drops a download whose address is revoked at once. */
const REVOKE_AFTER_MS = 1_000;

/** Saves a file as the browser saves a download: a click on an `<a download>` of its address. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  setTimeout(() => {
    link.remove();
    URL.revokeObjectURL(url);
  }, REVOKE_AFTER_MS);
}
