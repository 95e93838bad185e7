import { type ClubId, federated, usePageLoaded } from '@sportif/shared';
import { MembershipPlans } from '../../../components/membership-plans/membership-plans';
import { PageHero } from '../../../components/page-hero/page-hero';
import { PageMeta } from '../../../components/page-meta/page-meta';
import { WriteToUsSection } from '../../../components/write-to-us/write-to-us-section';
import { branches, clubPageTexts } from '../../../content/club-content';
import { homeTexts } from '../../../content/home-content';
import { clubNames, clubPageMeta } from '../../../content/site-content';
import ui from '../../../styles/ui.module.css';
import styles from './club-page.module.css';
import { ClubTimetable } from './club-timetable';

// Both come from remote-media at runtime; their boxes below keep the space while they load. The
// gallery, below the video, comes once the page has loaded: the video's poster paints first.
const VideoPlayer = federated('remote_media/VideoPlayer');
const Gallery = federated('remote_media/Gallery');

/** Ümitköy or Çukurambar (spec §2), at both of its paths. */
export default function ClubPage({ clubId }: { clubId: ClubId }) {
  const name = clubNames[clubId];
  const branch = branches.find((candidate) => candidate.id === clubId);
  const pageLoaded = usePageLoaded();
  return (
    <>
      <PageMeta {...clubPageMeta[clubId]} />
      <PageHero title={name} intro={branch?.summary} />

      <section className={ui.section} aria-labelledby="club-video">
        <div className={ui.container}>
          <h2 id="club-video" className={ui.visuallyHidden}>
            {clubPageTexts.videoTitle}
          </h2>
          <div className={styles.videoBox} data-media-area="video">
            <VideoPlayer clubId={clubId} />
          </div>
        </div>
      </section>

      <section className={ui.sectionMuted} aria-labelledby="club-gallery">
        <div className={`${ui.container} ${styles.galleryFrame}`}>
          <h2 id="club-gallery" className={`${ui.sectionTitle} ${styles.galleryTitle}`}>
            {clubPageTexts.galleryTitle}
          </h2>
          <div className={styles.galleryBox} data-media-area="gallery">
            {pageLoaded && <Gallery clubId={clubId} />}
          </div>
        </div>
      </section>

      <section className={ui.section} aria-labelledby="club-timetable">
        <div className={ui.container}>
          <h2 id="club-timetable" className={ui.sectionTitle}>
            {clubPageTexts.timetableTitle}
          </h2>
          <ClubTimetable clubId={clubId} clubName={name} />
        </div>
      </section>

      <section className={ui.sectionMuted} aria-labelledby="club-membership">
        <div className={ui.container}>
          <h2 id="club-membership" className={ui.sectionTitle}>
            {homeTexts.membershipTitle}
          </h2>
          <MembershipPlans />
        </div>
      </section>

      <WriteToUsSection />
    </>
  );
}
