/**
 * `text` safe inside HTML or XML, as element text or a double-quoted attribute: the five
 * characters that could end or change either written as numeric character references.
 */
export const escapeMarkup = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** JSON text inside a `<script>` element: `<` written as \u003c, so no text can end the element early. */
export const jsonInScript = (json: string) => json.replace(/</g, '\\u003c');
