import { type RefObject, useEffect, useState } from 'react';

/** iPhone Safari has no element fullscreen, only the video's own. */
type AppleVideo = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

/**
 * Fullscreen for the whole player (so its own controls stay), toggled on and off; the state follows
 * the document's fullscreenchange, so Esc and the browser's own exit are reflected too.
 */
export function useFullscreen(
  playerRef: RefObject<HTMLElement | null>,
  videoRef: RefObject<HTMLVideoElement | null>,
) {
  const [isFullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === playerRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [playerRef]);

  const toggle = () => {
    const player = playerRef.current;
    if (!player) return;
    if (document.fullscreenElement === player) {
      void document.exitFullscreen().catch(() => undefined);
    } else if (document.fullscreenEnabled) {
      void player.requestFullscreen().catch(() => undefined);
    } else {
      (videoRef.current as AppleVideo | null)?.webkitEnterFullscreen?.();
    }
  };

  return { isFullscreen, toggleFullscreen: toggle };
}
