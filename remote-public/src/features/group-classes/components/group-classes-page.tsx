import { pageHeadings } from '../../../content/site-content';

export default function GroupClassesPage() {
  return <h1>{pageHeadings.groupClasses}</h1>;
}
