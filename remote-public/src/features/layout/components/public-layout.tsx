import { Link, Outlet } from 'react-router-dom';
import { siteName } from '../../../content/site-content';

export default function PublicLayout() {
  return (
    <>
      <header>
        <Link to="/">{siteName}</Link>
        <nav aria-label="Ana menü">
          <Link to="/club">Kulüpler</Link> <Link to="/grup-dersleri">Grup Dersleri</Link>{' '}
          <Link to="/about">Hakkımızda</Link> <Link to="/contact">Bize Katıl</Link>
        </nav>
      </header>
      <main>
        <Outlet />
      </main>
      <footer>
        <Link to="/gizlilik">Gizlilik</Link> <Link to="/guvenlik">Güvenlik</Link> <Link to="/kvkk">KVKK</Link>{' '}
        <Link to="/iade">İade</Link> <span>© 2024</span>
      </footer>
    </>
  );
}
