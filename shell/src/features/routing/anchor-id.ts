/** The element id a URL's `#anchor` names, or null when there is none or it is not decodable. */
export function anchorId(hash: string): string | null {
  if (hash.length <= 1) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
}
