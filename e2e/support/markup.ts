const named: Record<string, string> = { '&quot;': '"', '&amp;': '&', '&lt;': '<', '&gt;': '>' };

/**
 * An attribute's value in served HTML as the browser reads it: character references decoded
 * (React and the server write some characters differently, `&#x27;` and `&#39;`).
 */
export const attributeText = (value: string): string =>
  value.replace(
    /&#x([0-9a-f]+);|&#(\d+);|&quot;|&amp;|&lt;|&gt;/gi,
    (entity, hex?: string, decimal?: string) =>
      hex
        ? String.fromCodePoint(Number.parseInt(hex, 16))
        : decimal
          ? String.fromCodePoint(Number(decimal))
          : (named[entity] as string),
  );
