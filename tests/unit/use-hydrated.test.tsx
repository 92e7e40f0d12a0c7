// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useHydrated } from '../../src/islands/use-hydrated.ts';

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
});
