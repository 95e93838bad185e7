/** `text` as a literal inside a LIKE pattern: its `\`, `%` and `_` escaped (LIKE's default escape is `\`). */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, '\\$&');
