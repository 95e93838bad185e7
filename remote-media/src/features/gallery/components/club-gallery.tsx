import type { ClubMediaProps } from '@sportif/runtime';
import { mediaTexts } from '../../../texts';
import { clubGalleries } from '../model/club-media';
import { productGalleryOptions } from '../model/gallery-options';
import { Gallery } from './gallery';

/** Exposed as remote_media/Gallery: the branch's pictures in the product's gallery. */
export default function ClubGallery({ clubId }: ClubMediaProps) {
  return (
    <Gallery
      key={clubId}
      items={clubGalleries[clubId]}
      label={mediaTexts.gallery.region(mediaTexts.clubNames[clubId])}
      options={productGalleryOptions}
    />
  );
}
