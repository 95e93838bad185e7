import { mediaTexts } from '../../../texts';
import { playbackSpeeds } from '../model/playback-speeds';
import styles from './video-player.module.css';

interface SpeedSelectProps {
  rate: number;
  onSpeed: (rate: number) => void;
}

const texts = mediaTexts.player;

/** The playback speed, a native list so it works with keys, screen readers and touch alike. */
export function SpeedSelect({ rate, onSpeed }: SpeedSelectProps) {
  return (
    <select
      className={styles.speed}
      aria-label={texts.speed}
      value={String(rate)}
      onChange={(event) => onSpeed(Number(event.currentTarget.value))}
    >
      {playbackSpeeds.map((speed) => (
        <option key={speed} value={String(speed)}>
          {speed === 1 ? texts.normalSpeed : String(speed)}
        </option>
      ))}
    </select>
  );
}
