// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePageLoaded } from '../../src/islands/use-page-loaded.ts';

/** Records what each render saw, and shows it. */
function Probe({ seen }: { seen: boolean[] }) {
  const loaded = usePageLoaded();
  seen.push(loaded);
  return <p>{loaded ? 'loaded' : 'loading'}</p>;
}

async function hydrate(seen: boolean[]) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Probe seen={[]} />);
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Probe seen={seen} />, { onRecoverableError: (error) => errors.push(error) });
  });
  return { container, errors };
}

describe('usePageLoaded', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is false on the server', () => {
    expect(renderToString(<Probe seen={[]} />)).toBe('<p>loading</p>');
  });

  it('hydrates as false (no mismatch), then turns true at once when the page has already loaded', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    const seen: boolean[] = [];
    const { container, errors } = await hydrate(seen);
    expect(errors).toEqual([]);
    expect(seen[0]).toBe(false);
    expect(container.textContent).toBe('loaded');
  });

  it('waits for the load event while the page is still loading', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const seen: boolean[] = [];
    const { container } = await hydrate(seen);
    expect(container.textContent).toBe('loading');
    await act(async () => {
      window.dispatchEvent(new Event('load'));
    });
    expect(container.textContent).toBe('loaded');
    expect(seen.at(-1)).toBe(true);
  });
});
