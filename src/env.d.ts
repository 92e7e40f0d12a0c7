/// <reference types="vite/client" />

// Responsive images: see the presets in vite.config.ts.
declare module '*?hero' {
  const picture: import('./media/picture.ts').Picture;
  export default picture;
}
declare module '*?wide' {
  const picture: import('./media/picture.ts').Picture;
  export default picture;
}
declare module '*?card' {
  const picture: import('./media/picture.ts').Picture;
  export default picture;
}
declare module '*?portrait' {
  const picture: import('./media/picture.ts').Picture;
  export default picture;
}
// A blog post in Markdown: its fields, read by build/blog-markdown.ts and checked by tests/unit/content.test.ts.
declare module '*.md' {
  const post: unknown;
  export default post;
}
// The text of the page's inline start script (src/islands/start.ts), built by build/start-script.ts.
declare module 'virtual:start-script' {
  const startIslandsScript: string;
  export default startIslandsScript;
}
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

interface ImportMetaEnv {
  /** The language of this environment's build: 'mr' for Marathi, else English (src/current-language.ts, `defineLanguage`). */
  readonly SITE_LANG?: string;
}
