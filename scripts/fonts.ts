/** `npm run fonts`: writes the Devanagari font files the site's text needs (build/devanagari-font.ts). */
import { readFile, writeFile } from 'node:fs/promises';
import { siteDevanagariRuns, sourcePath, subsetDevanagari, subsetPath, weights } from '../build/devanagari-font.ts';

const runs = await siteDevanagariRuns();
for (const weight of weights) {
  const source = await readFile(sourcePath(weight));
  const subset = await subsetDevanagari(source, runs);
  await writeFile(subsetPath(weight), subset);
  console.log(
    `${subsetPath(weight)}: ${(subset.length / 1024).toFixed(1)} KB (whole face ${(source.length / 1024).toFixed(1)} KB)`,
  );
}
