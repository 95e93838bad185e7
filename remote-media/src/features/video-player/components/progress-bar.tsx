import { type PointerEvent, useRef, useState } from 'react';
import { mediaTexts } from '../../../texts';
import { formatTime } from '../model/format-time';
import { fractionAt } from '../model/seek-position';
import styles from './video-player.module.css';

interface ProgressBarProps {
  currentTime: number;
  duration: number;
  bufferedEnd: number;
  /** Colour of the played part (player-bar). */
  onSeek: (time: number) => void;
}

const texts = mediaTexts.player;

/**
 * The progress bar: a slider that seeks where it is clicked and follows a drag (pointer capture keeps
 * the drag alive outside the bar). Keys and the wheel reach it through the player (key-map, wheel-map).
 */
export function ProgressBar({ currentTime, duration, bufferedEnd, onSeek }: ProgressBarProps) {
  const barRef = useRef<HTMLDivElement>(null);
  const [dragTime, setDragTime] = useState<number | null>(null);
  const known = Number.isFinite(duration) && duration > 0;
  const shownTime = dragTime ?? currentTime;

  const seekToPointer = (event: PointerEvent<HTMLDivElement>) => {
    const bar = barRef.current;
    if (!bar || !known) return;
    const { left, width } = bar.getBoundingClientRect();
    const time = fractionAt(event.clientX, left, width) * duration;
    setDragTime(time);
    onSeek(time);
  };

  const played = known ? Math.min(1, shownTime / duration) : 0;
  const buffered = known ? Math.min(1, bufferedEnd / duration) : 0;

  return (
    <div
      ref={barRef}
      className={styles.progress}
      role="slider"
      tabIndex={0}
      aria-label={texts.position}
      aria-valuemin={0}
      aria-valuemax={known ? Math.floor(duration) : 0}
      aria-valuenow={Math.floor(shownTime)}
      aria-valuetext={texts.positionOf(formatTime(shownTime), formatTime(duration))}
      data-progress=""
      data-dragging={dragTime === null ? undefined : ''}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        event.currentTarget.setPointerCapture(event.pointerId);
        seekToPointer(event);
      }}
      onPointerMove={(event) => {
        if (event.currentTarget.hasPointerCapture(event.pointerId)) seekToPointer(event);
      }}
      onPointerUp={() => setDragTime(null)}
      onPointerCancel={() => setDragTime(null)}
    >
      <div className={styles.track}>
        <div className={styles.buffered} style={{ transform: `scaleX(${buffered})` }} />
        <div className={styles.played} style={{ transform: `scaleX(${played})` }} />
        <div className={styles.handle} style={{ left: `${played * 100}%` }} />
      </div>
    </div>
  );
}
