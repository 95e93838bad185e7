import { pageHeadings } from '../../../content/site-content';

export default function ClubListPage() {
  return <h1>{pageHeadings.clubList}</h1>;
}
