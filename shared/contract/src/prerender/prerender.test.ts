import { describe, expect, it } from 'vitest';
import { renderedModules, unrenderedAreas } from './index';

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
