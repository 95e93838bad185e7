import { usePageLoaded } from '@sportif/runtime';
import { type KeyboardEvent, useLayoutEffect, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { MediaIcon } from '../../../components/media-icon';
import { mediaTexts } from '../../../texts';
import { usePlayer } from '../hooks/use-player';
import { useWheel } from '../hooks/use-wheel';
import { commandForKey, type KeyTarget } from '../model/key-map';
import {
  defaultPlayerSettings,
  type PlayerDataAttributes,
  type PlayerSettings,
  playerStyle,
  readPlayerSettings,
  samePlayerSettings,
} from '../model/player-settings';
import type { VideoSource } from '../model/video-source';
import { commandForWheel } from '../model/wheel-map';
import { PlayerControls } from './player-controls';
import styles from './video-player.module.css';

export interface VideoPlayerProps {
  /** What the video shows; names the player for screen readers. */
  title: string;
  /** Tried in order. */
  sources: readonly VideoSource[];
  poster: string;
  /** The video's own size. */
  width: number;
  height: number;
  /** Settings as data attributes on the video element (docs/requirements.md §3). */
  dataAttributes?: PlayerDataAttributes;
}

const texts = mediaTexts.player;

function keyTargetOf(target: EventTarget): KeyTarget {
  if (target instanceof HTMLButtonElement) return 'button';
  if (target instanceof HTMLInputElement) return 'volume';
  if (target instanceof HTMLSelectElement) return 'speed';
  return 'player';
}

/**
 * A video with custom controls (docs/requirements.md §4, §9): play/pause, ±10 s, a seeking progress bar, volume
 * and mute, speeds, picture-in-picture and fullscreen, by mouse, wheel, touch and keyboard.
 * Keys act only while the player or one of its controls has focus.
 */
export function VideoPlayer({ title, sources, poster, width, height, dataAttributes }: VideoPlayerProps) {
  const playerRef = useRef<HTMLElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const player = usePlayer(playerRef, videoRef);
  const [settings, setSettings] = useState<PlayerSettings>(defaultPlayerSettings);
  const pageLoaded = usePageLoaded();
  // The poster is what a visitor sees first of a club page: in a page the server renders, React
  // asks for it in the head, at once, instead of when the parser reaches the video.
  preload(poster, { as: 'image', fetchPriority: 'high' });

  const theme = dataAttributes?.['data-player-theme'];
  const maxWidth = dataAttributes?.['data-player-width'];
  const float = dataAttributes?.['data-player-float'];
  const bar = dataAttributes?.['data-player-bar'];
  // Read back from the element, as a page that writes the attributes by hand would have them read.
  // Settings as read before (the usual case, and always right after hydration) set no state: a
  // state set in a layout effect re-renders the player synchronously, in the hydration's commit task.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the attributes on the element change with these props; the settings read last are compared, not a reason to read again.
  useLayoutEffect(() => {
    if (!videoRef.current) return;
    const read = readPlayerSettings(videoRef.current.dataset);
    if (!samePlayerSettings(settings, read)) setSettings(read);
  }, [theme, maxWidth, float, bar]);

  useWheel(playerRef, (event) => {
    if (player.media.notFound) return;
    const overProgressBar =
      event.target instanceof Element && event.target.closest('[data-progress]') !== null;
    const command = commandForWheel(event.deltaY, overProgressBar);
    if (!command) return;
    event.preventDefault();
    player.run(command);
  });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (player.media.notFound) return;
    const command = commandForKey(event, keyTargetOf(event.target));
    if (!command) return;
    event.preventDefault();
    player.run(command);
  };

  return (
    <section
      ref={playerRef}
      className={styles.player}
      style={playerStyle(settings)}
      data-float={settings.float}
      data-paused={player.media.paused ? '' : undefined}
      aria-label={texts.region(title)}
      aria-keyshortcuts="Space ArrowLeft ArrowRight Alt+P"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the player takes focus so its keys (space, arrows, Alt+P) work.
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <video
        ref={videoRef}
        className={styles.video}
        poster={poster}
        width={width}
        height={height}
        // The poster paints first; the video's own bytes (duration, first frame) wait for the page.
        preload={pageLoaded ? 'metadata' : 'none'}
        playsInline
        disableRemotePlayback
        onClick={player.togglePlay}
        onDoubleClick={() => player.run({ type: 'toggleFullscreen' })}
        {...dataAttributes}
      >
        {sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
      </video>
      {player.media.notFound ? (
        <p className={styles.notFound} role="alert">
          {texts.notFound}
        </p>
      ) : (
        <>
          {player.media.paused && (
            <span className={styles.bigPlay} aria-hidden="true">
              <MediaIcon name="play" />
            </span>
          )}
          <PlayerControls player={player} />
        </>
      )}
    </section>
  );
}
