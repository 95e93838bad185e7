import { pageHeadings } from '../../../content/site-content';

export default function AboutPage() {
  return <h1>{pageHeadings.about}</h1>;
}
