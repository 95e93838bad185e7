import { pageHeadings } from '../../../content/site-content';

export default function MembershipPage() {
  return <h1>{pageHeadings.membership}</h1>;
}
