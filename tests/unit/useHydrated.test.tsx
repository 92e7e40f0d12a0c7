// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { markPageHydrated, useHydrated } from '../../src/layout/useHydrated.ts';

/** Records what each render saw, and shows it. */
function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'enhanced' : 'plain'}</p>;
}

describe('useHydrated', () => {
  it('is false on the server', () => {
    const seen: boolean[] = [];
    expect(renderToString(<Probe seen={seen} />)).toBe('<p>plain</p>');
    expect(seen).toEqual([false]);
  });

  it('hydrates as false (no mismatch), then switches to true', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe seen={[]} />);
    const seen: boolean[] = [];
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Probe seen={seen} />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(container.textContent).toBe('enhanced');
  });

  it('starts as true in a component mounted after the page has hydrated', async () => {
    markPageHydrated();
    const container = document.createElement('div');
    const seen: boolean[] = [];
    await act(async () => createRoot(container).render(<Probe seen={seen} />));
    expect(seen).toEqual([true]);
  });
});
