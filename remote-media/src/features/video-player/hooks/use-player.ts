import { type RefObject, useRef } from 'react';
import type { PlayerCommand } from '../model/player-command';
import { clampTime } from '../model/seek-position';
import { stepVolume, toggleMute } from '../model/volume-level';
import { useFullscreen } from './use-fullscreen';
import { useMediaState } from './use-media-state';
import { usePictureInPicture } from './use-picture-in-picture';

/**
 * Everything the player's controls do to the video element, and the state they show. The element
 * stays the source of truth: the state is read back from its events, never assumed.
 */
export function usePlayer(
  playerRef: RefObject<HTMLElement | null>,
  videoRef: RefObject<HTMLVideoElement | null>,
) {
  const media = useMediaState(videoRef);
  const { isFullscreen, toggleFullscreen } = useFullscreen(playerRef, videoRef);
  const { isPictureInPicture, canPictureInPicture, togglePictureInPicture } = usePictureInPicture(videoRef);
  const rememberedVolume = useRef(1);

  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    // A play() cut short by a pause() rejects; the element's own state is what the button shows.
    if (video.paused || video.ended) void video.play().catch(() => undefined);
    else video.pause();
  };

  const seekTo = (time: number) => {
    const video = videoRef.current;
    if (video) video.currentTime = clampTime(time, video.duration);
  };

  const applyVolume = (volume: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.volume = volume;
    // iOS ignores volume and only honours muted.
    video.muted = volume === 0;
  };

  const setVolume = (volume: number) => {
    applyVolume(volume);
    if (volume > 0) rememberedVolume.current = volume;
  };

  const toggleMuted = () => {
    const next = toggleMute({ volume: media.volume, remembered: rememberedVolume.current });
    rememberedVolume.current = next.remembered;
    applyVolume(next.volume);
  };

  const setSpeed = (rate: number) => {
    const video = videoRef.current;
    if (!video) return;
    // The default rate survives a reload of the source; the rate alone would not.
    video.defaultPlaybackRate = rate;
    video.playbackRate = rate;
  };

  const run = (command: PlayerCommand) => {
    const video = videoRef.current;
    if (!video) return;
    switch (command.type) {
      case 'togglePlay':
        togglePlay();
        break;
      case 'seekBy':
        seekTo(video.currentTime + command.seconds);
        break;
      case 'changeVolumeBy':
        // Read from the element, as the seek step is: the volume it has now, muted counting as 0.
        setVolume(stepVolume(video.muted ? 0 : video.volume, command.delta));
        break;
      case 'togglePictureInPicture':
        togglePictureInPicture();
        break;
      case 'toggleFullscreen':
        toggleFullscreen();
        break;
    }
  };

  return {
    media,
    isFullscreen,
    isPictureInPicture,
    canPictureInPicture,
    togglePlay,
    seekTo,
    setVolume,
    toggleMuted,
    setSpeed,
    run,
  };
}

export type Player = ReturnType<typeof usePlayer>;
