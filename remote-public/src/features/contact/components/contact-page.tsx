import { pageHeadings } from '../../../content/site-content';

export default function ContactPage() {
  return <h1>{pageHeadings.contact}</h1>;
}
