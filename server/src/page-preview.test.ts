import { describe, expect, it } from 'vitest';
import { previewMessagePage, previewTexts, previewTokenOf, withPreviewMarks } from './page-preview.ts';

describe('a page preview', () => {
  it('is marked noindex and shows its banner before the root the shell hydrates', () => {
    const html = withPreviewMarks(
      '<html><head><title>x</title></head><body class="a"><div id="root"></div></body></html>',
    );
    expect(html).toContain('<head><meta name="robots" content="noindex">');
    expect(html.indexOf(previewTexts.banner)).toBeGreaterThan(html.indexOf('<body class="a">'));
    expect(html.indexOf(previewTexts.banner)).toBeLessThan(html.indexOf('<div id="root">'));
  });

  it('reads the token from the posted form only', () => {
    expect(previewTokenOf('previewToken=abc.def&x=1')).toBe('abc.def');
    expect(previewTokenOf('x=1')).toBeUndefined();
    expect(previewTokenOf({ previewToken: 'abc' })).toBeUndefined();
  });

  it('says why there is none as text, never as markup', () => {
    expect(previewMessagePage('<script>')).not.toContain('<script>');
  });
});
