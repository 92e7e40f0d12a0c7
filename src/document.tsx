import type { ReactNode } from 'react';
import { language } from './current-language.ts';
import startIslandsScript from 'virtual:start-script';
import { manifestHref } from './islands/start.ts';
import './styles/global.css';

/** What the server knows about the built files a page needs (see server/assets.ts). */
export interface PageAssets {
  /** Module scripts the page loads at once: Vite's modules, in development only. */
  scripts: string[];
  /**
   * In production: the islands' loader (src/islands/loader.ts), which imports the rest on
   * demand, and its own static imports, preloaded beside it (decision 056). The page's start
   * script asks for them once the first view is on screen (src/islands/start.ts, decision 060).
   */
  loader?: { src: string; imports: string[] };
  /**
   * The CSS of the entry and the matched pages, in cascade order, sent inside the page so that
   * nothing but the HTML stands between a visitor and the first paint (decision 051). The
   * server allows it by its hash (server/security.ts). Empty in development, where Vite's
   * modules bring the styles.
   */
  css: string;
}

/**
 * The whole HTML document, rendered by the server only. The page's CSS is one `<style>` in
 * `<head>`, after what React puts first (the hero picture's preload). No font is preloaded, and
 * none is named before the first paint, for any visitor (decisions 052, 056 and 074): the
 * loader sets `<html class="web-fonts">` after the load, when the faces are at hand.
 */
export function Document({ children, assets }: { children: ReactNode; assets?: PageAssets }) {
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Holds early presses, keeps language choices, and asks for the loader after the first view (decision 060). */}
        <script
          data-loader={assets?.loader?.src}
          data-imports={assets?.loader?.imports.join(' ') || undefined}
          dangerouslySetInnerHTML={{ __html: startIslandsScript }}
        />
        {assets?.css ? <style dangerouslySetInnerHTML={{ __html: assets.css }} /> : null}
        <meta name="theme-color" content="#2f5d34" />
        {/* No first paint of a half-read header, whose parts share one row (decision 048). */}
        <link rel="expect" href="#main" blocking="render" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        {/* In production the start script announces the manifest with the loader (decision 060). */}
        {assets?.loader ? null : <link rel="manifest" href={manifestHref} />}
      </head>
      <body>{children}</body>
    </html>
  );
}
