export default function Login() {
  return <h1>Giriş Yap</h1>;
}
