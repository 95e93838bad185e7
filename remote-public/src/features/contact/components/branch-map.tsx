import { usePageLoaded } from '@sportif/shared';
import { useRef } from 'react';
import { contactTexts } from '../../../content/contact-content';
import { useNearViewport } from '../../../hooks/use-near-viewport';
import { mapEmbedUrl } from '../model/map-embed-url';
import styles from './contact-page.module.css';

/**
 * A branch's embedded map. The maps service's page is heavy and sits below the form, so its frame
 * is created only when the visitor scrolls close to it, once the page has loaded. `loading="lazy"`
 * alone is not enough: Chrome still creates the frame at once and loads it when it is within a
 * few screens, in the middle of the page's start-up. The box keeps the map's size meanwhile.
 */
export function BranchMap({ branchName, address }: { branchName: string; address: string }) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box, '200px');
  const pageLoaded = usePageLoaded();
  return (
    <div ref={box} className={styles.map}>
      {near && pageLoaded && (
        <iframe
          className={styles.mapFrame}
          src={mapEmbedUrl(address)}
          title={contactTexts.mapTitle(branchName)}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          height={300}
        />
      )}
    </div>
  );
}
