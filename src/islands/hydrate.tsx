import { StrictMode, startTransition, useEffect, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** Renders nothing; its effect runs once the island's first commit is done. */
function Ready({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

/**
 * Hydrates one island with a root of its own, in a transition: React hydrates in slices
 * and answers a tap or a key between them. Resolves after the first commit, when the mark
 * gets `data-island-ready` (the tests wait for it).
 */
export function hydrate(root: HTMLElement, Component: ComponentType<never>, props: object): Promise<void> {
  const Island = Component as ComponentType<object>;
  return new Promise((resolve) => {
    const onReady = () => {
      root.setAttribute('data-island-ready', '');
      resolve();
    };
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <Island {...props} />
          <Ready onReady={onReady} />
        </StrictMode>,
      );
    });
  });
}
