/**
 * An island is declared once, by its file: `src/**\/<Name>.island.tsx`, which exports the
 * component `<Name>` (decision 039). That name, read from the path, is the island's name
 * everywhere: in the page (`data-island`), in the loader's registry (registry.ts) and in the
 * build manifest (scripts/budget-size.ts). No table lists the islands.
 */
const islandModule = /(?:^|\/)([A-Z][A-Za-z0-9]*)\.island\.tsx$/;

/** `src/components/hero/Hero.island.tsx` → `Hero`; undefined for a file that is not an island module. */
export const islandNameOf = (file: string): string | undefined => islandModule.exec(file)?.[1];

/** The property the build sets on each island module's component (build/islands.ts). */
export const islandTag = 'island';

/** The island name the build gave a component, or undefined when it is not an island module's. */
export const islandNameOfComponent = (component: unknown): string | undefined => {
  const name = (component as Record<string, unknown> | null | undefined)?.[islandTag];
  return typeof name === 'string' ? name : undefined;
};
