import { type RefObject, useEffect, useState } from 'react';

export interface MediaState {
  paused: boolean;
  currentTime: number;
  duration: number;
  volume: number;
  playbackRate: number;
  /** End of the buffered range that holds the current time, for the progress bar. */
  bufferedEnd: number;
  /** No source could be loaded (docs/requirements.md §8: network state above 2). */
  notFound: boolean;
}

type PlaybackState = Omit<MediaState, 'notFound'>;

const initialState: PlaybackState = {
  paused: true,
  currentTime: 0,
  duration: Number.NaN,
  volume: 1,
  playbackRate: 1,
  bufferedEnd: 0,
};

const mediaEvents = [
  'loadstart',
  'loadedmetadata',
  'durationchange',
  'timeupdate',
  'seeking',
  'play',
  'pause',
  'ended',
  'volumechange',
  'ratechange',
  'progress',
  'emptied',
] as const;

function bufferedEndAt(video: HTMLVideoElement): number {
  const { buffered, currentTime } = video;
  for (let range = 0; range < buffered.length; range++) {
    if (buffered.start(range) <= currentTime && currentTime <= buffered.end(range))
      return buffered.end(range);
  }
  return 0;
}

function readState(video: HTMLVideoElement): PlaybackState {
  return {
    paused: video.paused,
    currentTime: video.currentTime,
    duration: video.duration,
    volume: video.muted ? 0 : video.volume,
    playbackRate: video.playbackRate,
    bufferedEnd: bufferedEndAt(video),
  };
}

function sameState(a: PlaybackState, b: PlaybackState): boolean {
  return (Object.keys(a) as (keyof PlaybackState)[]).every((key) => Object.is(a[key], b[key]));
}

/** The video element's playback state, kept in step with its media events. */
export function useMediaState(videoRef: RefObject<HTMLVideoElement | null>): MediaState {
  const [state, setState] = useState(initialState);
  const [notFound, setNotFound] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const sync = () => {
      const next = readState(video);
      setState((previous) => (sameState(previous, next) ? previous : next));
    };
    // The network state passes through NETWORK_NO_SOURCE while a load starts, so it is read only
    // when a source has failed: after the last one it stays there.
    const onError = () => setNotFound(video.networkState === HTMLMediaElement.NETWORK_NO_SOURCE);
    const onLoadStart = () => setNotFound(false);
    for (const type of mediaEvents) video.addEventListener(type, sync);
    // A failing <source> fires its error at the source element, which does not bubble: listen while
    // it travels down to the source (capture).
    video.addEventListener('error', onError, true);
    video.addEventListener('loadstart', onLoadStart);
    sync();
    return () => {
      for (const type of mediaEvents) video.removeEventListener(type, sync);
      video.removeEventListener('error', onError, true);
      video.removeEventListener('loadstart', onLoadStart);
    };
  }, [videoRef]);

  return { ...state, notFound };
}
