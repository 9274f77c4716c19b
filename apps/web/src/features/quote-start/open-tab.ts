/**
 * Opening the calculation product in a new tab past pop-up blockers: a blank tab is opened synchronously in the click
 * (browsers allow pop-ups only from a user gesture), and is sent to the product once the server has answered the
 * signed URL. The blank tab is cut from this page (opener = null) before it goes anywhere else.
 */
export type TPendingTab = { go: (url: string) => void; close: () => void };

/** A blank tab, or null when the browser blocked it. */
export function openPendingTab(): TPendingTab | null {
  const tab = window.open('', '_blank');
  if (!tab) return null;
  try {
    tab.opener = null;
  } catch {
    // Some browsers refuse; the product is still opened, only without cutting the link.
  }
  return {
    go: (url) => {
      tab.location.href = new URL(url, window.location.origin).href;
    },
    close: () => tab.close(),
  };
}
