/**
 * Hands a downloaded file to the browser as a download. The API's files need the bearer token, which a plain
 * `<a href>` cannot send, so they are fetched first and saved from memory.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns: give them a moment before freeing it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
