import { adminArea } from './admin-area.ts';
import { languages } from './languages.ts';

/** Same-site pages a visitor may open next, without the admin area (in each language) and downloads. */
const pages = {
  and: [
    { href_matches: '/*' },
    ...Object.values(languages).map(({ prefix }) => ({ not: { href_matches: `${prefix}${adminArea}/*` } })),
    { not: { href_matches: '/*.csv' } },
    { not: { selector_matches: '[download], [rel~=nofollow]' } },
  ],
};

/**
 * Navigation is ordinary page loads; the browser makes them feel instant (Speculation Rules
 * API, decision 031): it fetches a page when a pointer rests on its link or a finger touches
 * it, and prerenders it when the press starts. Pages change nothing when fetched (GET,
 * public, same for every visitor), so speculating is safe. The islands' loader adds the rules
 * once the page has loaded (decision 056): nothing is fetched for them during the first view,
 * and the CSP allows them by the hash of their text (Chromium refuses them under
 * `'inline-speculation-rules'` when `script-src` also holds a hash).
 */
export const speculationRules = {
  prefetch: [{ where: pages, eagerness: 'moderate' }],
  prerender: [{ where: pages, eagerness: 'conservative' }],
};

/** The rules as the page holds them: `script-src` names this text's hash (server/security.ts). */
export const speculationRulesText = JSON.stringify(speculationRules);

/** Hands the rules to a browser that takes them. */
export function addSpeculationRules(document: Document): void {
  if (!HTMLScriptElement.supports?.('speculationrules')) return;
  const script = document.createElement('script');
  script.type = 'speculationrules';
  script.textContent = speculationRulesText;
  document.head.append(script);
}
