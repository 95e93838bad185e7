import { useEscapeToClose } from '@sportif/ui';
import { useId, useRef, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { adminTexts } from '../../../texts';
import styles from './admin-layout.module.css';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';

/** The back-office frame (docs/requirements.md §2): top bar, side menu, the screen, and the footer with the version. */
export default function AdminLayout() {
  const menuId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  // On a phone the menu is a drawer over the page. Closed, it hides what it holds, so a focus
  // left inside would be lost: it goes back to the button that opened the drawer.
  const closeMenu = () => {
    if (!menuOpen) return;
    setMenuOpen(false);
    if (document.getElementById(menuId)?.contains(document.activeElement)) menuButton.current?.focus();
  };

  useEscapeToClose(menuOpen, () => setMenuOpen(false), menuButton);

  return (
    <div className={styles.root}>
      <TopBar
        menuId={menuId}
        menuOpen={menuOpen}
        menuButtonRef={menuButton}
        onToggleMenu={() => setMenuOpen((open) => !open)}
      />
      <SideMenu id={menuId} open={menuOpen} onNavigate={closeMenu} />
      {menuOpen && (
        // The pointer's way to close the menu; keyboard users have the menu button.
        <button type="button" className={styles.scrim} tabIndex={-1} aria-hidden="true" onClick={closeMenu} />
      )}
      <main className={styles.main}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <span>{adminTexts.layout.footer}</span>
        <span>{adminTexts.version}</span>
      </footer>
    </div>
  );
}
