import type { ComponentType } from 'react';
import { islandNameOf } from './island-name.ts';

/** Every island module (`*.island.tsx`, island-name.ts): a chunk of its own, imported on demand. */
const modules = import.meta.glob<Record<string, ComponentType<never>>>('/src/**/*.island.tsx');

/**
 * Every island by name, derived from the island modules themselves, so a new island needs
 * no entry here. The loader imports an island's chunk only when the island wakes; pages
 * render islands through <Island> (Island.tsx).
 */
export const islands: ReadonlyMap<string, () => Promise<ComponentType<never>>> = new Map(
  Object.entries(modules).map(([file, load]) => {
    const name = islandNameOf(file) ?? file;
    const component = async () => {
      const found = (await load())[name];
      if (!found) throw new Error(`${file} does not export the component ${name}`);
      return found;
    };
    return [name, component] as const;
  }),
);
