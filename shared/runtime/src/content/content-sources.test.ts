import { contentRevisionOf } from '@sportif/contract/content-publishing';
import { contentSeed } from '@sportif/contract/content-seed';
import { describe, expect, it, vi } from 'vitest';
import { browserContentSource, recordingContentSource } from './content-sources';

const { revision, content } = contentRevisionOf(contentSeed);

describe('the content a page is rendered with', () => {
  it('carries the parts read outside DeferredContent, and names every part read', () => {
    const recording = recordingContentSource(content);
    recording.source.read('hours');
    recording.source.read('timetable.umitkoy', true);
    recording.source.read('membership', true);
    recording.source.read('hours', true);
    expect(recording.parts()).toEqual({ hours: content.hours });
    expect(recording.read()).toEqual(['hours', 'timetable.umitkoy', 'membership']);
  });

  it('gives the parts the page carried at once, and the others from the same revision once fetched', async () => {
    const fetched: string[] = [];
    const source = browserContentSource({ hours: content.hours }, async () => {
      fetched.push(revision);
      return revision;
    });
    const originalFetch = globalThis.fetch;
    globalThis.fetch = (async (url: string) => {
      fetched.push(url);
      return new Response(JSON.stringify(content));
    }) as typeof fetch;
    try {
      expect(source.read('hours')).toEqual(content.hours);
      expect(fetched).toEqual([]);
      expect(await source.read('timetable.umitkoy', true)).toEqual(content['timetable.umitkoy']);
      expect(fetched).toEqual([revision, `/content/${revision}.json`]);
    } finally {
      globalThis.fetch = originalFetch;
    }
  });

  it("asks again for a revision's file a node does not serve yet (it has not followed the switch)", async () => {
    vi.useFakeTimers();
    const source = browserContentSource(undefined, async () => revision);
    const originalFetch = globalThis.fetch;
    const answers = [404, 200];
    globalThis.fetch = (async () =>
      new Response(JSON.stringify(content), { status: answers.shift() ?? 200 })) as typeof fetch;
    try {
      const read = source.read('membership', true);
      await vi.runAllTimersAsync();
      expect(await read).toEqual(content.membership);
      expect(answers).toEqual([]);
    } finally {
      globalThis.fetch = originalFetch;
      vi.useRealTimers();
    }
  });
});
