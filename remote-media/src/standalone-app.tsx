import ClubGallery from './features/gallery/components/club-gallery';
import ClubVideo from './features/video-player/components/club-video';

/** remote-media on its own page (dev on :3003): both clubs' player and gallery. */
export function StandaloneApp() {
  return (
    <main>
      <h1>Medya</h1>
      <ClubVideo clubId="umitkoy" />
      <ClubGallery clubId="umitkoy" />
      <ClubVideo clubId="cukurambar" />
      <ClubGallery clubId="cukurambar" />
    </main>
  );
}
