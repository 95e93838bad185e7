import { describe, expect, it } from 'vitest';
import { contentSeed } from '../content-seed/content-seed';
import {
  contentRevisionOf,
  refusedLinkTargets,
  renderPolicyMarkdown,
  revisionOf,
  sameContent,
} from './content-publishing';

describe('publishing the content', () => {
  it("renders a policy's Markdown without raw HTML, and links only where they may go", () => {
    expect(renderPolicyMarkdown('**Kalın** ve [form](/contact)')).toBe(
      '<p><strong>Kalın</strong> ve <a href="/contact">form</a></p>\n',
    );
    expect(renderPolicyMarkdown('<script>alert(1)</script>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n',
    );
    expect(renderPolicyMarkdown('[x](javascript:alert(1))')).not.toContain('<a');
    expect(
      refusedLinkTargets('[a](javascript:alert(1)) [b](https://kvkk.gov.tr) [c](&#106;avascript:x)'),
    ).toEqual(['javascript:alert(1)', 'javascript:x']);
  });

  it('renders the seeded policies as the paragraphs the pages showed before', () => {
    const { content } = contentRevisionOf(contentSeed);
    expect(content['policy.kvkk'].html).toBe(
      '<p>6698 sayılı Kişisel Verilerin Korunması Kanunu kapsamındaki aydınlatma metnimiz hazırlanmaktadır ve kısa süre içinde bu sayfada yayımlanacaktır.</p>\n' +
        '<p>Bu konudaki sorularınız için kulüplerimizle veya İletişim sayfamızdaki form aracılığıyla bize ulaşabilirsiniz.</p>\n',
    );
  });

  it('names a revision by its content: the same content, the same revision; another, another', () => {
    const first = contentRevisionOf(contentSeed);
    expect(first.revision).toMatch(/^[0-9a-f]{12}$/);
    expect(contentRevisionOf(structuredClone(contentSeed)).revision).toBe(first.revision);
    const changed = structuredClone(contentSeed);
    changed.membership.plans[0] = {
      ...(changed.membership.plans[0] as (typeof changed.membership.plans)[0]),
      priceTry: 31_000,
    };
    expect(contentRevisionOf(changed).revision).not.toBe(first.revision);
  });

  it("leaves out what no page shows: a class's studio; and keeps the hours apart", () => {
    const { content } = contentRevisionOf(contentSeed);
    expect(content['timetable.umitkoy'].days[0]?.[0]).toEqual({
      start: '09:30',
      end: '10:15',
      className: 'Pilates',
      instructor: 'Ayşe Demir',
      reserved: true,
    });
    expect(content.hours.cukurambar).toEqual({
      weekdays: { start: '07:00', end: '22:00' },
      weekend: { start: '08:00', end: '21:00' },
    });
    expect(content['branch.umitkoy']).not.toHaveProperty('hours');
  });
});

describe('a revision', () => {
  it('does not depend on the order the keys were stored in', () => {
    const { content, revision } = contentRevisionOf(contentSeed);
    const reordered = Object.fromEntries(Object.entries(content).reverse()) as typeof content;
    reordered.hours = { cukurambar: content.hours.cukurambar, umitkoy: content.hours.umitkoy };
    expect(revisionOf(reordered)).toBe(revision);
    expect(sameContent({ a: 1, b: [{ c: 2, d: 3 }] }, { b: [{ d: 3, c: 2 }], a: 1 })).toBe(true);
    expect(sameContent({ a: 1 }, { a: 2 })).toBe(false);
  });
});
