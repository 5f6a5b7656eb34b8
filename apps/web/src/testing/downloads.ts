import { onTestFinished, vi } from 'vitest';

/**
 * Catches the files the app saves (lib/save-file.ts) in this test: jsdom has no object URLs and follows no
 * download link, so both are stood in for. Answers the names saved, in order.
 */
export function catchDownloads(): { names: string[] } {
  const saved = { names: [] as string[] };
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  URL.createObjectURL = vi.fn(() => 'blob:descarga');
  URL.revokeObjectURL = vi.fn();
  onTestFinished(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.names.push(this.download);
  });
  return saved;
}
