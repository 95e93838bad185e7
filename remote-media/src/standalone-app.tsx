import type { ClubId } from '@sportif/runtime';
import ClubGallery from './features/gallery/components/club-gallery';
import ClubVideo from './features/video-player/components/club-video';
import styles from './standalone-app.module.css';
import { mediaTexts } from './texts';

const clubs: ClubId[] = ['umitkoy', 'cukurambar'];

/** remote-media on its own page (dev on :3003): both clubs' player and gallery. */
export function StandaloneApp() {
  return (
    <main className={styles.page}>
      <h1>Medya</h1>
      {clubs.map((clubId) => (
        <section key={clubId} className={styles.club}>
          <h2>{mediaTexts.clubNames[clubId]}</h2>
          <ClubVideo clubId={clubId} />
          <ClubGallery clubId={clubId} />
        </section>
      ))}
    </main>
  );
}
