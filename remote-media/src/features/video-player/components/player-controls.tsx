import logoUrl from '../../../assets/logo.svg';
import { MediaIcon } from '../../../components/media-icon';
import { mediaTexts } from '../../../texts';
import type { Player } from '../hooks/use-player';
import { formatTime } from '../model/format-time';
import { seekStep } from '../model/player-command';
import { ProgressBar } from './progress-bar';
import { SpeedSelect } from './speed-select';
import styles from './video-player.module.css';
import { VolumeControl } from './volume-control';

const texts = mediaTexts.player;

/** The control bar over the bottom of the video. */
export function PlayerControls({ player }: { player: Player }) {
  const { media } = player;
  return (
    <div className={styles.controls}>
      <ProgressBar
        currentTime={media.currentTime}
        duration={media.duration}
        bufferedEnd={media.bufferedEnd}
        onSeek={player.seekTo}
      />
      <div className={styles.bar}>
        <button
          type="button"
          className={styles.button}
          aria-label={media.paused ? texts.play : texts.pause}
          onClick={player.togglePlay}
        >
          <MediaIcon name={media.paused ? 'play' : 'pause'} />
        </button>
        <button
          type="button"
          className={`${styles.button} ${styles.skip}`}
          aria-label={texts.back}
          onClick={() => player.run({ type: 'seekBy', seconds: -seekStep })}
        >
          <MediaIcon name="back" />
        </button>
        <button
          type="button"
          className={`${styles.button} ${styles.skip}`}
          aria-label={texts.forward}
          onClick={() => player.run({ type: 'seekBy', seconds: seekStep })}
        >
          <MediaIcon name="forward" />
        </button>
        <VolumeControl volume={media.volume} onToggleMute={player.toggleMuted} onVolume={player.setVolume} />
        <span className={styles.time} data-time="">
          <span>{formatTime(media.currentTime)}</span>
          <span className={styles.duration}> / {formatTime(media.duration)}</span>
        </span>
        <span className={styles.spacer} />
        <SpeedSelect rate={media.playbackRate} onSpeed={player.setSpeed} />
        {/* Always in the bar, so that it holds its place from the first paint: the server cannot
            know whether the browser offers picture-in-picture. Where it does not, it stays
            invisible and out of reach. */}
        <button
          type="button"
          className={styles.button}
          aria-label={texts.pictureInPicture}
          aria-pressed={player.isPictureInPicture}
          aria-hidden={!player.canPictureInPicture || undefined}
          disabled={!player.canPictureInPicture}
          data-unavailable={!player.canPictureInPicture || undefined}
          onClick={() => player.run({ type: 'togglePictureInPicture' })}
        >
          <MediaIcon name="pictureInPicture" />
        </button>
        <button
          type="button"
          className={styles.button}
          aria-label={texts.fullscreen}
          aria-pressed={player.isFullscreen}
          onClick={() => player.run({ type: 'toggleFullscreen' })}
        >
          <MediaIcon name={player.isFullscreen ? 'exitFullscreen' : 'fullscreen'} />
        </button>
        <img className={styles.logo} src={logoUrl} alt={texts.logo} width={160} height={32} />
      </div>
    </div>
  );
}
