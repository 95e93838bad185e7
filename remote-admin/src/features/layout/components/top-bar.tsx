import { authStore, useAuth } from '@sportif/runtime';
import type { RefObject } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { BrandMark } from '../../../components/brand-mark';
import { Icon } from '../../../components/icon';
import { adminTexts } from '../../../texts';
import styles from './top-bar.module.css';

const texts = adminTexts.layout;

interface TopBarProps {
  menuId: string;
  menuOpen: boolean;
  /** The menu button, for the layout to give the focus back to when the drawer closes. */
  menuButtonRef: RefObject<HTMLButtonElement | null>;
  onToggleMenu: () => void;
}

/** The admin's top bar (docs/requirements.md §2): the menu button on narrow screens, the user's name and logout. */
export function TopBar({ menuId, menuOpen, menuButtonRef, onToggleMenu }: TopBarProps) {
  const navigate = useNavigate();
  const name = useAuth((state) => state.user?.Name ?? '');

  const logout = () => {
    // Spec §2: logout clears all local storage and goes to /login.
    authStore.getState().signOut();
    navigate('/login', { replace: true });
  };

  return (
    <header className={styles.bar}>
      <button
        ref={menuButtonRef}
        type="button"
        className={styles.menuButton}
        aria-controls={menuId}
        aria-expanded={menuOpen}
        aria-label={menuOpen ? texts.closeMenu : texts.openMenu}
        onClick={onToggleMenu}
      >
        <Icon name={menuOpen ? 'close' : 'menu'} size={22} />
      </button>
      <Link to="/admin" className={styles.brand}>
        <BrandMark size={32} />
        <span className={styles.brandText}>
          {adminTexts.brand}
          <span className={styles.panelName}>{adminTexts.panelName}</span>
        </span>
      </Link>
      <div className={styles.user}>
        <span className={styles.userName}>{name}</span>
        <button type="button" className={styles.logout} aria-label={texts.logout} onClick={logout}>
          <Icon name="logout" />
          <span className={styles.logoutText}>{texts.logout}</span>
        </button>
      </div>
    </header>
  );
}
