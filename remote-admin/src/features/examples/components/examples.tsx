export default function Examples() {
  return <h1>Examples</h1>;
}
