import type { PolicyTopic } from '@sportif/shared';
import { policyHeadings } from '../../../content/site-content';

export default function PolicyPage({ topic }: { topic: PolicyTopic }) {
  return <h1>{policyHeadings[topic]}</h1>;
}
