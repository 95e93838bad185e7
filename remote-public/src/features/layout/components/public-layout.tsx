import { Outlet } from 'react-router-dom';
import styles from './public-layout.module.css';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const mainId = 'sp-main';

/** The header, main area and footer around every public page (docs/requirements.md §2: public layout). */
export default function PublicLayout() {
  return (
    <div className={styles.site}>
      {/* Hoisted into the head of a page rendered on the server: the browser paints nothing until
          it has parsed the main area, so never a header half received (its text and menu would
          grow and move as the rest of it arrives). */}
      <link rel="expect" href={`#${mainId}`} blocking="render" />
      <SiteHeader mainId={mainId} />
      <main id={mainId} className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
