import { useEffect, useRef, useState } from 'react';
import mapPreview from '../../assets/map-preview.svg';
import { mapTexts } from '../../content/club-content';
import { mapDirectionsUrl, mapEmbedUrl, mapOpenUrl } from '../../model/map-embed-url';
import ui from '../../styles/ui.module.css';
import styles from './branch-details.module.css';

/**
 * A branch's map. The maps service's frame sets that service's cookies and shows a grey box when
 * the service cannot be reached, so the block starts as a local picture with the address, says
 * where the live map comes from, and loads the frame only when the visitor asks for it. Opening
 * the address or the directions in the maps service are plain links, there from the start.
 */
export function BranchMap({ branchName, address }: { branchName: string; address: string }) {
  const [shown, setShown] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const linkContext = <span className={ui.visuallyHidden}>{mapTexts.linkContext(branchName)}</span>;

  // The button goes away with the preview: the keyboard moves on to the map that replaced it,
  // once it is in the page (only a click on the button shows it).
  useEffect(() => {
    if (shown) frame.current?.focus();
  }, [shown]);
  const show = () => setShown(true);
  // The frame's first page comes from the maps service, in another process: once in CI the frame
  // had lost the focus by then. When it has loaded, it takes the focus back, unless the visitor
  // has moved it elsewhere meanwhile.
  const keepFocus = () => {
    const active = document.activeElement;
    if (active === null || active === document.body || active === frame.current) frame.current?.focus();
  };

  return (
    <div className={styles.mapBlock}>
      <div className={styles.mapBox}>
        {shown ? (
          <iframe
            ref={frame}
            onLoad={keepFocus}
            className={styles.mapFrame}
            src={mapEmbedUrl(address)}
            title={mapTexts.frameTitle(branchName)}
            referrerPolicy="no-referrer-when-downgrade"
          />
        ) : (
          <>
            <img
              className={styles.mapPreview}
              src={mapPreview}
              alt=""
              width={640}
              height={320}
              loading="lazy"
            />
            <div className={styles.mapCard}>
              <p className={styles.mapAddress}>{address}</p>
              <button type="button" className={`${ui.button} ${styles.mapButton}`} onClick={show}>
                {mapTexts.show}
              </button>
              <p className={styles.mapNotice}>{mapTexts.notice}</p>
            </div>
          </>
        )}
      </div>
      <p className={styles.mapLinks}>
        <a href={mapOpenUrl(address)} className={ui.textLink} target="_blank" rel="noopener noreferrer">
          {mapTexts.open}
          {linkContext}
        </a>
        <a href={mapDirectionsUrl(address)} className={ui.textLink} target="_blank" rel="noopener noreferrer">
          {mapTexts.directions}
          {linkContext}
        </a>
      </p>
    </div>
  );
}
