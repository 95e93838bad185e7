/** What a location needs for its scroll key: the parts React Router's `Location` has. */
export interface ScrollKeyLocation {
  key: string;
  pathname: string;
  hash: string;
}

/**
 * The key under which the scroll position of a history entry is kept. React Router keys an entry
 * by `location.key`, but every entry the router did not create itself (the first page of a visit,
 * a reload, an address typed in, a same-page `#anchor` link) has the key "default": they would all
 * share one position, and a typed-in page would open where another page was left. Those entries
 * are told apart by their path and anchor instead.
 */
export function scrollKey(location: ScrollKeyLocation): string {
  return location.key === 'default' ? `${location.pathname}${location.hash}` : location.key;
}
