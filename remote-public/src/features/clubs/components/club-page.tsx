import { type ClubId, DeferredContent, federated, useSiteContent, useStructuredData } from '@sportif/runtime';
import { BranchDetails, BranchMapOf } from '../../../components/branch-details/branch-details';
import { MembershipPlans } from '../../../components/membership-plans/membership-plans';
import { PageHero } from '../../../components/page-hero/page-hero';
import { PageMeta } from '../../../components/page-meta/page-meta';
import { PageSection } from '../../../components/page-section/page-section';
import { branchById, branchTexts } from '../../../content/club-content';
import { pageHeadings } from '../../../content/site-content';
import { clubPageData, exerciseGym } from '../../../model/structured-data';
import ui from '../../../styles/ui.module.css';
import { WriteToUsSection } from '../../contact';
import { clubMeta, clubPageTexts } from '../content/club-page-content';
import styles from './club-page.module.css';
import { ClubTimetable } from './club-timetable';

// Both come from remote-media at runtime, and are in the page as the server renders it (the
// video's poster, the gallery's first picture); their boxes keep the space while they load.
const VideoPlayer = federated('remote_media/VideoPlayer');
const Gallery = federated('remote_media/Gallery');

/** What the page says of the club to search engines, from the content (written by the server only). */
function ClubStructuredData({ clubId }: { clubId: ClubId }) {
  const details = useSiteContent(`branch.${clubId}`);
  const hours = useSiteContent('hours')[clubId];
  useStructuredData(clubPageData(exerciseGym(branchById[clubId], details, hours, `/club/${clubId}`)));
  return null;
}

/** Ümitköy or Çukurambar (docs/requirements.md §2), at both of its paths. */
export default function ClubPage({ clubId }: { clubId: ClubId }) {
  const branch = branchById[clubId];
  return (
    <>
      <PageMeta {...clubMeta(branch.name)} />
      <PageHero title={branch.name} intro={branch.summary} />

      <PageSection title={clubPageTexts.videoTitle} titleHidden>
        <div className={styles.videoBox} data-media-area="video">
          <VideoPlayer clubId={clubId} />
        </div>
      </PageSection>

      <section className={ui.sectionMuted} aria-labelledby="club-gallery">
        <div className={`${ui.container} ${styles.galleryFrame}`}>
          <h2 id="club-gallery" className={`${ui.sectionTitle} ${styles.galleryTitle}`}>
            {clubPageTexts.galleryTitle}
          </h2>
          <div className={styles.galleryBox} data-media-area="gallery">
            <Gallery clubId={clubId} />
          </div>
        </div>
      </section>

      {/* Below the fold, and most of the content the page shows: not carried in its data block. */}
      <DeferredContent>
        <ClubStructuredData clubId={clubId} />
        <PageSection title={clubPageTexts.timetableTitle}>
          <ClubTimetable clubId={clubId} clubName={branch.name} />
        </PageSection>

        <PageSection title={pageHeadings.membership} muted>
          <MembershipPlans />
        </PageSection>

        <PageSection title={branchTexts.contactTitle} id={clubPageTexts.contactAnchor}>
          <div className={styles.contactBlock}>
            <BranchDetails clubId={clubId} />
            <BranchMapOf clubId={clubId} branchName={branch.name} />
          </div>
        </PageSection>
      </DeferredContent>

      <WriteToUsSection muted />
    </>
  );
}
