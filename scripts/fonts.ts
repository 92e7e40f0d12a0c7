/**
 * `npm run fonts`: writes the font files the site's text needs: the Devanagari subsets
 * (build/devanagari-font.ts, decision 038) and the Latin ones (build/latin-font.ts, decision 052).
 * Then prints the overrides that shape Noto Sans and Noto Sans Devanagari like Mukta, measured
 * on the site's text (build/fallback-metrics.ts, decision 074), for src/styles/fonts.css, when
 * this machine has them (Debian's fonts-noto-core).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { siteDevanagariRuns, sourcePath, subsetDevanagari, subsetPath, weights } from '../build/devanagari-font.ts';
import { notoFallbacks } from '../build/fallback-metrics.ts';
import {
  latinSourcePath,
  latinSubsetPath,
  latinWeights,
  siteLatinCharacters,
  subsetLatin,
} from '../build/latin-font.ts';

async function write(target: string, sourceFile: string, cut: (source: Buffer) => Promise<Buffer>) {
  const source = await readFile(sourceFile);
  const subset = await cut(source);
  await writeFile(target, subset);
  console.log(
    `${target}: ${(subset.length / 1024).toFixed(1)} KB (whole face ${(source.length / 1024).toFixed(1)} KB)`,
  );
}

const runs = await siteDevanagariRuns();
for (const weight of weights)
  await write(subsetPath(weight), sourcePath(weight), (source) => subsetDevanagari(source, runs));
const characters = await siteLatinCharacters();
console.log(`Latin: ${characters.length} characters`);
for (const weight of latinWeights)
  await write(latinSubsetPath(weight), latinSourcePath(weight), (source) => subsetLatin(source, characters));

for (const [face, { sizeAdjust, ascentOverride, descentOverride }] of Object.entries((await notoFallbacks()) ?? {}))
  console.log(
    `${face}: size-adjust ${sizeAdjust}%, ascent-override ${ascentOverride}%, descent-override ${descentOverride}%`,
  );
