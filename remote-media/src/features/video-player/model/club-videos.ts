import type { ClubId } from '@sportif/runtime';
import cukurambarPoster from '../../../assets/video/cukurambar-poster.webp';
import cukurambarMp4 from '../../../assets/video/cukurambar-promo.mp4';
import cukurambarWebm from '../../../assets/video/cukurambar-promo.webm';
import umitkoyPoster from '../../../assets/video/umitkoy-poster.webp';
import umitkoyMp4 from '../../../assets/video/umitkoy-promo.mp4';
import umitkoyWebm from '../../../assets/video/umitkoy-promo.webm';
import { defaultPlayerSettings, type PlayerDataAttributes } from './player-settings';
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
const promoVideoSize = { width: 960, height: 432 } as const;

const clubPlayerSettings: PlayerDataAttributes = {
  'data-player-theme': defaultPlayerSettings.theme,
  'data-player-width': defaultPlayerSettings.width,
  'data-player-float': defaultPlayerSettings.float,
  'data-player-bar': defaultPlayerSettings.bar,
};

/** A branch's promo video: WebM (VP9) first, MP4 (H.264) for browsers without VP9. */
function promo(title: string, webm: string, mp4: string, poster: string): ClubVideo {
  return {
    title,
    sources: [
      { src: webm, type: 'video/webm' },
      { src: mp4, type: 'video/mp4' },
    ],
    poster,
    ...promoVideoSize,
    dataAttributes: clubPlayerSettings,
  };
}

export const clubVideos: Record<ClubId, ClubVideo> = {
  umitkoy: promo('Ümitköy Kulüp tanıtım videosu', umitkoyWebm, umitkoyMp4, umitkoyPoster),
  cukurambar: promo('Çukurambar Kulüp tanıtım videosu', cukurambarWebm, cukurambarMp4, cukurambarPoster),
};
