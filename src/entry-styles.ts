/**
 * Never loaded by a browser: the client build's second input, so that Vite's manifest
 * names the stylesheets of the document, the shell and every page (server/assets.ts)
 * although pages are rendered by the server only. Scripts come from src/islands/loader.ts.
 */
import './document.tsx';
import './routes.tsx';
