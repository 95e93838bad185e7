import { describe, expect, it } from 'vitest';
import { parsePageStartup, renderedModules, unrenderedAreas } from './index';

describe('renderedModules', () => {
  it('names each area rendered into the markup once, outermost first', () => {
    const html =
      '<div data-federated-area="remote_public/PublicLayout"><div data-federated-area="remote_public/ClubPage">' +
      '<div data-federated-area="remote_media/VideoPlayer"></div><div data-federated-area="remote_media/VideoPlayer"></div>' +
      '<div aria-busy="true" data-federated-loading="remote_media/Gallery"></div></div></div>';
    expect(renderedModules(html)).toEqual([
      'remote_public/PublicLayout',
      'remote_public/ClubPage',
      'remote_media/VideoPlayer',
    ]);
  });
});

describe('unrenderedAreas', () => {
  it('names the areas written as their placeholder', () => {
    expect(
      unrenderedAreas(
        '<div data-federated-area="remote_public/ClubPage"><div aria-busy="true" data-federated-loading="remote_media/Gallery"></div></div>',
      ),
    ).toEqual(['remote_media/Gallery']);
  });
});

describe('parsePageStartup', () => {
  const startup = {
    script: '(()=>{document.querySelector("link[data-shell-entry]")})();',
    entryAttribute: 'data-shell-entry',
    preloadAfterPaintAttribute: 'data-preload-after-paint',
    layoutDeferredAttribute: 'data-layout-deferred',
  };

  it('takes a start script and the attributes the server writes for it', () => {
    expect(parsePageStartup({ ...startup, more: 1 })).toEqual(startup);
  });

  it('refuses a script that would end its element or open a comment, and attributes that are not data attributes', () => {
    for (const script of ['', 'a="</script>"', 'a="</SCRIPT "', '"<!--"'])
      expect(parsePageStartup({ ...startup, script })).toBeUndefined();
    for (const name of ['onload', 'data-a" onload="x', 'data-', undefined])
      expect(parsePageStartup({ ...startup, entryAttribute: name })).toBeUndefined();
    expect(parsePageStartup(null)).toBeUndefined();
    expect(parsePageStartup('{}')).toBeUndefined();
  });
});
