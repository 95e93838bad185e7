import type { ClubId } from '@sportif/shared';
import cukurambarPoster from '../../../assets/video/cukurambar-poster.webp';
import cukurambarMp4 from '../../../assets/video/cukurambar-promo.mp4';
import cukurambarWebm from '../../../assets/video/cukurambar-promo.webm';
import umitkoyPoster from '../../../assets/video/umitkoy-poster.webp';
import umitkoyMp4 from '../../../assets/video/umitkoy-promo.mp4';
import umitkoyWebm from '../../../assets/video/umitkoy-promo.webm';
import type { PlayerDataAttributes } from './player-settings';
import type { VideoSource } from './video-source';

export interface ClubVideo {
  title: string;
  sources: readonly VideoSource[];
  poster: string;
  width: number;
  height: number;
  dataAttributes: PlayerDataAttributes;
}

/** Size of the promo videos and their posters (scripts/make-media.sh). */
export const promoVideoSize = { width: 960, height: 432 } as const;

const clubPlayerSettings: PlayerDataAttributes = {
  'data-player-theme': 'rgba(29, 31, 35, 0.82)',
  'data-player-width': '1440px',
  'data-player-float': 'none',
  'data-player-bar': '#c8102e',
};

/** Each branch's promo video: WebM (VP9) first, MP4 (H.264) for browsers without VP9. */
export const clubVideos: Record<ClubId, ClubVideo> = {
  umitkoy: {
    title: 'Ümitköy Kulüp tanıtım videosu',
    sources: [
      { src: umitkoyWebm, type: 'video/webm' },
      { src: umitkoyMp4, type: 'video/mp4' },
    ],
    poster: umitkoyPoster,
    ...promoVideoSize,
    dataAttributes: clubPlayerSettings,
  },
  cukurambar: {
    title: 'Çukurambar Kulüp tanıtım videosu',
    sources: [
      { src: cukurambarWebm, type: 'video/webm' },
      { src: cukurambarMp4, type: 'video/mp4' },
    ],
    poster: cukurambarPoster,
    ...promoVideoSize,
    dataAttributes: clubPlayerSettings,
  },
};
