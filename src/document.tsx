import type { ReactNode } from 'react';
import { preinit } from 'react-dom';
import { language } from './language.ts';
import './styles/global.css';

/** What the server knows about the built files a page needs (see server/assets.ts). */
export interface PageAssets {
  /** Module scripts: the islands' loader (src/islands/loader.ts), which imports the rest on demand. */
  scripts: string[];
  /** Stylesheets of the entry and the matched pages, so nothing flashes unstyled. */
  styles: string[];
}

/** The whole HTML document, rendered by the server only; React puts the stylesheets into <head>. */
export function Document({ children, assets }: { children: ReactNode; assets?: PageAssets }) {
  for (const href of assets?.styles ?? []) preinit(href, { as: 'style', precedence: 'default' });
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2f5d34" />
        {/* No first paint of a half-read header, whose parts share one row (decision 048). */}
        <link rel="expect" href="#main" blocking="render" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/site.webmanifest" />
      </head>
      <body>{children}</body>
    </html>
  );
}
