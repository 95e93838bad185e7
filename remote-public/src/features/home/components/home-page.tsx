import { pageHeadings } from '../../../content/site-content';

export default function HomePage() {
  return <h1>{pageHeadings.home}</h1>;
}
