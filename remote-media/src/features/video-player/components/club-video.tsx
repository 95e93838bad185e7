import type { ClubMediaProps } from '@sportif/shared';

export default function ClubVideo({ clubId }: ClubMediaProps) {
  return <div data-club-video={clubId}>Video</div>;
}
