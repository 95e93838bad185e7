import { pageHeadings } from '../../../content/site-content';

export default function SchedulePage() {
  return <h1>{pageHeadings.schedule}</h1>;
}
