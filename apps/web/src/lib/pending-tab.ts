/**
 * A new tab opened at the tap, for an address known only after a request: browsers block a tab opened after an
 * await as a pop-up (Safari always, Firefox after a second), but not one opened during the tap and sent on later.
 */
export interface TPendingTab {
  go(url: string): void;
  close(): void;
}

export function openPendingTab(): TPendingTab {
  const tab = window.open('', '_blank');
  return {
    go(url) {
      if (tab && !tab.closed) {
        // The opened page must not reach back into the app (what rel="noopener" does for a link).
        tab.opener = null;
        tab.location.href = url;
      } else {
        window.open(url, '_blank', 'noopener,noreferrer');
      }
    },
    close() {
      tab?.close();
    },
  };
}
