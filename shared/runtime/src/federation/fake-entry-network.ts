/** What the fake network answers for a remoteEntry.js URL. */
export interface FakeEntry {
  /** The global the entry assigns its container to when it runs (`remote_public`). */
  globalName: string;
  container: unknown;
  /** The integrity of the bytes served; a script asking for another is refused, as a browser does. */
  integrity?: string;
  unreachable?: boolean;
}

export interface ScriptRequest {
  src: string;
  integrity: string;
  crossOrigin: string | null;
}

/**
 * The network and script execution of a browser, for tests in jsdom (which runs no script it is
 * given): a script element added to the page "runs" the entry served at its URL, assigning its
 * container to its global, and fires load; or fires error, as a browser does for an unreachable
 * URL or bytes that do not match the script's integrity. Every request is recorded in order.
 */
export function fakeEntryNetwork(served: Record<string, FakeEntry>) {
  const requests: ScriptRequest[] = [];
  const answer = (script: HTMLScriptElement) => {
    // The attributes, as the federation runtime sets them (jsdom does not reflect `integrity`).
    const integrity = script.getAttribute('integrity') ?? '';
    requests.push({ src: script.src, integrity, crossOrigin: script.getAttribute('crossorigin') });
    const entry = served[script.src];
    const refused = !entry || entry.unreachable || (integrity && integrity !== entry.integrity);
    if (!refused) (globalThis as Record<string, unknown>)[entry.globalName] = entry.container;
    script.dispatchEvent(new Event(refused ? 'error' : 'load'));
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof HTMLScriptElement) answer(node);
    }
  });
  observer.observe(document.head, { childList: true });
  return { requests, stop: () => observer.disconnect() };
}
