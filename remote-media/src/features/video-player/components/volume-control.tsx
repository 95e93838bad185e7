import { MediaIcon } from '../../../components/media-icon';
import { mediaTexts } from '../../../texts';
import { volumeIcon } from '../model/volume-icon';
import { volumeRange } from '../model/volume-level';
import styles from './video-player.module.css';

interface VolumeControlProps {
  volume: number;
  /** Colour of the slider (player-bar). */
  onToggleMute: () => void;
  onVolume: (volume: number) => void;
}

const texts = mediaTexts.player;

/** The mute button, whose speaker shows the level, and the 0..1 volume slider. */
export function VolumeControl({ volume, onToggleMute, onVolume }: VolumeControlProps) {
  return (
    <div className={styles.volume}>
      <button
        type="button"
        className={styles.button}
        aria-label={volume > 0 ? texts.mute : texts.unmute}
        onClick={onToggleMute}
      >
        <MediaIcon name={volumeIcon(volume)} />
      </button>
      <input
        type="range"
        className={styles.volumeSlider}
        min={volumeRange.min}
        max={volumeRange.max}
        step={volumeRange.step}
        value={volume}
        aria-label={texts.volume}
        aria-valuetext={`%${Math.round(volume * 100)}`}
        onChange={(event) => onVolume(Number(event.currentTarget.value))}
      />
    </div>
  );
}
