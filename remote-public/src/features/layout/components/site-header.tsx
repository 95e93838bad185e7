import { useEscapeToClose } from '@sportif/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { joinUsLink } from '../../../content/site-content';
import { layoutTexts, mainMenu } from '../content/layout-content';
import styles from './site-header.module.css';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.link} ${styles.linkActive}` : styles.link;

/** Logo, main menu and the join-us button; below 860 px the menu folds behind a button. */
export function SiteHeader({ mainId }: { mainId: string }) {
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const menuButton = useRef<HTMLButtonElement>(null);

  // A page change closes the folded menu, so the new page is not hidden behind it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pathname is the trigger, not an input.
  useEffect(() => setMenuOpen(false), [pathname]);

  useEscapeToClose(menuOpen, () => setMenuOpen(false), menuButton);

  return (
    <header className={styles.header}>
      <a className={styles.skipLink} href={`#${mainId}`}>
        {layoutTexts.skipToContent}
      </a>
      <div className={styles.bar}>
        {/* Named by what it shows, "Sportif Yaşam Merkezi" (WCAG 2.5.3: the visible text is the name). */}
        <Link to="/" className={styles.brand}>
          <span className={styles.brandMark} aria-hidden="true">
            {layoutTexts.brandName.charAt(0)}
          </span>
          <span className={styles.brandText}>
            {layoutTexts.brandName} <span className={styles.brandTagline}>{layoutTexts.brandTagline}</span>
          </span>
        </Link>
        <nav aria-label={layoutTexts.mainMenuLabel} className={styles.nav}>
          <button
            ref={menuButton}
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span className={styles.menuIcon} aria-hidden="true" />
            {layoutTexts.menuButton}
          </button>
          <ul id={menuId} className={styles.menu} data-open={menuOpen}>
            {mainMenu.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className={navLinkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li className={styles.joinItem}>
              <NavLink to={joinUsLink.to} className={styles.join}>
                {joinUsLink.label}
              </NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
