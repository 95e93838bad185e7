import { Link, Outlet } from 'react-router-dom';

export default function AdminLayout() {
  return (
    <>
      <header>Sportif Yaşam Yönetim</header>
      <nav aria-label="Yönetim menüsü">
        <Link to="/admin">Ana Sayfa</Link> <Link to="/admin/examples">Examples</Link>
      </nav>
      <main>
        <Outlet />
      </main>
      <footer>Sürüm 3.2.0</footer>
    </>
  );
}
