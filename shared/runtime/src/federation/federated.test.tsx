import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeContainer, startTestHost } from './test-federation-host';

/** Areas rendered through the federation host with the real runtime; only the network is faked. */

const page = (text: string) => ({ default: () => <h1>{text}</h1> });
const serving = (module: unknown) => fakeContainer(() => module);
const throwing = () =>
  fakeContainer(() => {
    throw new Error('HomePage threw while loading');
  });

let started: Awaited<ReturnType<typeof startTestHost>> | undefined;

beforeEach(() => {
  vi.resetModules();
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: () => true });
});

afterEach(() => {
  cleanup();
  started?.network.stop();
  vi.useRealTimers();
});

/** The element around an area's content, which says which build served it. */
async function servedWrapperOf(heading: string): Promise<HTMLElement> {
  const wrapper = (await screen.findByRole('heading', { name: heading })).parentElement;
  if (!wrapper) throw new Error('the heading has no parent');
  expect(wrapper.hasAttribute('data-federated-area')).toBe(true);
  return wrapper;
}

describe('federatedRoute', () => {
  it('says on the area that the live build served it', async () => {
    started = await startTestHost(
      { live: { container: serving(page('Ana Sayfa')), integrity: 'sha384-live' } },
      'released',
    );
    const { federatedRoute } = await import('./federated');
    const Area = federatedRoute('remote_public/HomePage');
    render(<Area />);
    const wrapper = await servedWrapperOf('Ana Sayfa');
    expect({ ...wrapper.dataset }).toEqual({
      federatedArea: 'remote_public/HomePage',
      servedVersion: 'live1',
      servedFrom: 'live',
    });
  });

  it('says on the area that the last good build served it, without the fallback message', async () => {
    started = await startTestHost(
      {
        live: { container: throwing(), integrity: 'sha384-live' },
        fallback: { container: serving(page('Eski Ana Sayfa')), integrity: 'sha384-fallback' },
      },
      'released',
    );
    const { federatedRoute } = await import('./federated');
    // Loaded before the area renders, as the shell preloads a page's modules; fake timers let the
    // backoff between attempts through at once.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const loading = started.host.loadFederatedModule('remote_public/HomePage');
    await vi.runAllTimersAsync();
    await loading;
    vi.useRealTimers();

    const Area = federatedRoute('remote_public/HomePage');
    render(<Area />);
    const wrapper = await servedWrapperOf('Eski Ana Sayfa');
    expect({ ...wrapper.dataset }).toEqual({
      federatedArea: 'remote_public/HomePage',
      servedVersion: 'fallback1',
      servedFrom: 'fallback',
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says nothing of a version for a remote given as a plain URL', async () => {
    started = await startTestHost({ live: { container: serving(page('Ana Sayfa')) } }, 'url');
    const { federatedRoute } = await import('./federated');
    const Area = federatedRoute('remote_public/HomePage');
    render(<Area />);
    expect({ ...(await servedWrapperOf('Ana Sayfa')).dataset }).toEqual({
      federatedArea: 'remote_public/HomePage',
    });
  });
});
