import { describe, expect, it } from 'vitest';
import {
  attributesOf,
  cspHash,
  inlineRuntimeConfig,
  inlineStyle,
  shellStylesheetLinks,
  splitHoistedTags,
  startShellAfterPaint,
  styleAttributeHashes,
  withRootContent,
} from './prerendered-page';

describe('splitHoistedTags', () => {
  it('takes the title, meta and link tags React writes before the markup', () => {
    const html =
      '<link rel="preload" as="image" href="/a.svg"/><title>Hakkımızda</title><meta name="description" content="x"/><!--$--><div>x</div>';
    expect(splitHoistedTags(html)).toEqual({
      hoisted:
        '<link rel="preload" as="image" href="/a.svg"/><title>Hakkımızda</title><meta name="description" content="x"/>',
      body: '<!--$--><div>x</div>',
    });
    expect(splitHoistedTags('<div><title>in body</title></div>')).toEqual({
      hoisted: '',
      body: '<div><title>in body</title></div>',
    });
  });
});

describe('withRootContent', () => {
  it('fills the empty root, whatever the markup holds', () => {
    expect(withRootContent('<body><div id="root"></div></body>', '<p>$& $1</p>')).toBe(
      '<body><div id="root"><p>$& $1</p></div></body>',
    );
  });
});

describe('inlineRuntimeConfig', () => {
  it('writes the config as data that no text inside can end', () => {
    const tag = inlineRuntimeConfig('{"a":"</script><script>alert(1)</script>"}');
    expect(tag).toBe(
      '<script type="application/json" id="runtime-config">{"a":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}</script>',
    );
  });
});

describe('inlineStyle', () => {
  it("makes relative urls absolute on the stylesheet's folder, and leaves the others", () => {
    const css =
      '.a{background:url(assets/x.svg)}.b{background:url("../y.png")}.c{background:url(/z.png)}.d{background:url(data:image/png;base64,AA)}.e{background:url(https://cdn/x.png)}';
    expect(inlineStyle(css, '/remotes/public/v1/page.css')).toBe(
      '.a{background:url(/remotes/public/v1/assets/x.svg)}.b{background:url("/remotes/public/v1/../y.png")}.c{background:url(/z.png)}.d{background:url(data:image/png;base64,AA)}.e{background:url(https://cdn/x.png)}',
    );
  });

  it('cannot end the style element', () => {
    expect(inlineStyle('.a{content:"</style><script>"}', '/a.css')).not.toContain('</style');
  });
});

describe('the shell page', () => {
  const page =
    '<head><script crossorigin defer fetchpriority="high" integrity="sha256-abc=" src="/main.1.js"></script>' +
    '<link crossorigin href="/main.1.css" integrity="sha256-def=" rel="stylesheet"><link rel="icon" href="x"></head>';

  it("names the shell's stylesheets", () => {
    expect(shellStylesheetLinks(page)).toEqual([
      '<link crossorigin href="/main.1.css" integrity="sha256-def=" rel="stylesheet">',
    ]);
    expect(attributesOf('<script crossorigin defer src="/main.1.js"></script>')).toEqual({
      crossorigin: '',
      defer: '',
      src: '/main.1.js',
    });
  });

  const startup = {
    script: 'start()',
    entryAttribute: 'data-entry',
    preloadAfterPaintAttribute: 'data-after-paint',
    layoutDeferredAttribute: 'data-deferred',
  };

  it("turns the entry script into a link that the shell's start script, inline, preloads and runs after the first paint", () => {
    const started = startShellAfterPaint(page, startup);
    expect(started?.html).toContain(
      '<link as="script" href="/main.1.js" crossorigin fetchpriority="high" integrity="sha256-abc=" data-entry><script>start()</script>',
    );
    expect(started?.html).not.toContain('src="/main.1.js"');
    expect(started?.startup).toBe(startup);
    expect(startShellAfterPaint('<head></head>', startup)).toBeUndefined();
  });

  it('lets the blocks below the first screen skip their layout until the start script has laid them out', () => {
    const started = startShellAfterPaint(`<!doctype html><html lang="tr">${page}</html>`, startup);
    expect(started?.html).toMatch(/^<!doctype html><html data-deferred lang="tr"><head>/);
  });
});

describe('styleAttributeHashes', () => {
  it("hashes each style attribute's value once, as the browser reads it", () => {
    const markup =
      '<div style="display:contents"></div><div style="display:contents"></div><img style="object-fit:cover;font-family:&quot;x&quot;"/>';
    // The hash Chromium names in its report of a style attribute "display:contents" it refused.
    expect(styleAttributeHashes(markup)).toEqual(
      [
        "'sha256-BDgIqUOjni0WelhOfIRW4cmSnxZNAa0L9tCq85UnRac='",
        cspHash('object-fit:cover;font-family:"x"'),
      ].sort(),
    );
  });
});
