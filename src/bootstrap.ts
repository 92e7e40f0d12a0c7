import type { PageAssets } from './document.tsx';

/** A list of URLs as a script literal that cannot close the <script> element. */
const json = (urls: string[]) => JSON.stringify(urls).replaceAll('<', '\\u003c');

/**
 * The inline script (React puts it at the end of the body, with the nonce) that starts
 * hydration once the page has loaded: on a slow network the largest image, the styles
 * and the fonts get the bandwidth first, and the page works as server HTML meanwhile
 * (links, the menu by CSS, the registration form). Then it preloads the page's chunks
 * and imports the client entry, in a task of its own: starting a dozen preloads takes
 * 5-15 ms, and the load event's task already holds the browser's layout after load.
 * A load that never ends (a stalled image) does not keep the page from hydrating: it
 * starts after `fallbackMs` at the latest.
 */
export function hydrationBootstrap({ entry, preloads }: PageAssets, fallbackMs = 3000): string {
  return `(()=>{let started=false;const start=()=>{if(started)return;started=true;for(const href of ${json(preloads)}){const link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.append(link)}for(const src of ${json(entry)})import(src)};if(document.readyState==='complete')start();else{addEventListener('load',()=>setTimeout(start),{once:true});setTimeout(start,${fallbackMs})}})()`;
}
