/**
 * What a policy text written in Markdown may link to, and the checks the editor and the API make
 * before it is stored. The API renders the text with a Markdown library whose link validator is
 * `isAllowedLinkTarget` (content-publishing): the rule is this one function. The scan below finds
 * the links of a text without a Markdown library, so that the form says what is wrong beside the
 * field, in the browser too; the API's render refuses whatever it missed.
 */

/** http(s), mailto and tel links, a path of the site (`/kvkk`) or a place on the page (`#iletisim`). */
export function isAllowedLinkTarget(target: string): boolean {
  const url = target.trim();
  return /^(https?:\/\/|mailto:|tel:)\S+$/i.test(url) || /^(\/(?!\/)|#)\S*$/.test(url);
}

export const linkTargetMessage =
  'Bağlantılar yalnızca http://, https://, mailto: veya tel: adreslerine ya da sitenin bir sayfasına (/kvkk) verilebilir.';
export const htmlInMarkdownMessage =
  'Metinde HTML etiketi kullanılamaz; biçim için Markdown kullanın (ör. **kalın**, [bağlantı](https://…)).';
export const imageInMarkdownMessage = 'Sayfa metinlerinde görsel kullanılamaz.';

/** An autolink (`<https://…>`, `<ad@alan.com>`) as Markdown writes it: not an HTML tag. */
const autolink = /^<(?:[a-z][a-z\d+.-]{1,31}:[^\s<>]*|[^\s<>@]+@[^\s<>]+)>/i;

/** Whether `markdown` holds raw HTML: a `<` that starts a tag, a comment or a declaration and is no autolink. */
export function hasRawHtml(markdown: string): boolean {
  for (const match of markdown.matchAll(/<[a-z!/?]/gi)) {
    if (!autolink.test(markdown.slice(match.index))) return true;
  }
  return false;
}

/** Whether `markdown` holds an image (`![alt](src)`). */
export const hasImage = (markdown: string): boolean => /!\[[^\]]*\]\s*[([]/.test(markdown);

/**
 * Every link target written in `markdown`: inline links `[text](target)`, reference definitions
 * `[name]: target` and autolinks `<target>`. HTML entities and backslash escapes are decoded as a
 * Markdown parser would, so `&#106;avascript:` is seen as `javascript:`.
 */
export function markdownLinkTargets(markdown: string): string[] {
  const targets = [
    ...[...markdown.matchAll(/\]\(\s*(<[^>]*>|[^\s)]*)/g)].map((match) => match[1] ?? ''),
    ...[...markdown.matchAll(/^ {0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/gm)].map((match) => match[1] ?? ''),
    ...[...markdown.matchAll(/<([a-z][a-z\d+.-]{1,31}:[^\s<>]*)>/gi)].map((match) => match[1] ?? ''),
  ];
  return targets.map((target) => decodeTarget(target.replace(/^<|>$/g, '')));
}

const namedEntities: Record<string, string> = { amp: '&', colon: ':', sol: '/', lt: '<', gt: '>', quot: '"' };

/** The character of a numeric entity; one no character has stands for U+FFFD, as in HTML. */
const characterOf = (codePoint: number) =>
  codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : '\ufffd';

function decodeTarget(target: string): string {
  return target
    .replace(/&#x([\da-f]+);?/gi, (_match, hex: string) => characterOf(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_match, decimal: string) => characterOf(Number(decimal)))
    .replace(/&([a-z]+);/gi, (match, name: string) => namedEntities[name.toLowerCase()] ?? match)
    .replace(/\\(.)/g, '$1');
}

/** The first thing wrong with `markdown` as a policy text, or undefined when it may be stored. */
export function markdownProblem(markdown: string): string | undefined {
  if (hasRawHtml(markdown)) return htmlInMarkdownMessage;
  if (hasImage(markdown)) return imageInMarkdownMessage;
  if (markdownLinkTargets(markdown).some((target) => !isAllowedLinkTarget(target))) return linkTargetMessage;
  return undefined;
}
