import { type RefObject, useEffect, useState } from 'react';

/**
 * Picture-in-picture toggled on and off; the state follows the video's enter/leave events, so
 * closing the floating window is reflected too. Unsupported browsers (Firefox) get no button.
 */
export function usePictureInPicture(videoRef: RefObject<HTMLVideoElement | null>) {
  const [isActive, setActive] = useState(false);
  const [isSupported, setSupported] = useState(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    setSupported(document.pictureInPictureEnabled === true && !video.disablePictureInPicture);
    const onEnter = () => setActive(true);
    const onLeave = () => setActive(false);
    video.addEventListener('enterpictureinpicture', onEnter);
    video.addEventListener('leavepictureinpicture', onLeave);
    return () => {
      video.removeEventListener('enterpictureinpicture', onEnter);
      video.removeEventListener('leavepictureinpicture', onLeave);
    };
  }, [videoRef]);

  const toggle = () => {
    const video = videoRef.current;
    if (!video || !document.pictureInPictureEnabled) return;
    if (document.pictureInPictureElement === video) {
      void document.exitPictureInPicture().catch(() => undefined);
    } else {
      void video.requestPictureInPicture().catch(() => undefined);
    }
  };

  return { isPictureInPicture: isActive, canPictureInPicture: isSupported, togglePictureInPicture: toggle };
}
