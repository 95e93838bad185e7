import type { ClubMediaProps } from '@sportif/runtime';
import { clubVideos } from '../model/club-videos';
import { VideoPlayer } from './video-player';

/** Exposed as remote_media/VideoPlayer: the branch's promo video in the custom player. */
export default function ClubVideo({ clubId }: ClubMediaProps) {
  const video = clubVideos[clubId];
  return <VideoPlayer key={clubId} {...video} />;
}
