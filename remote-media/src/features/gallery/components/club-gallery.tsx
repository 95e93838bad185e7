import type { ClubMediaProps } from '@sportif/shared';

export default function ClubGallery({ clubId }: ClubMediaProps) {
  return <div data-club-gallery={clubId}>Galeri</div>;
}
