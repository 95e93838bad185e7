export default function AdminHome() {
  return <h1>Ana Sayfa</h1>;
}
