import { type ClubId, federated } from '@sportif/shared';
import { useState } from 'react';
import { clubNames } from '../../../content/site-content';

const VideoPlayer = federated('remote_media/VideoPlayer', { minHeight: '240px' });
const Gallery = federated('remote_media/Gallery', { minHeight: '320px' });

export default function ClubPage({ clubId }: { clubId: ClubId }) {
  const [visits] = useState(1);
  return (
    <article data-visits={visits}>
      <h1>{clubNames[clubId]}</h1>
      <VideoPlayer clubId={clubId} />
      <h2>Resim Galerisi</h2>
      <Gallery clubId={clubId} />
    </article>
  );
}
