import { createHash } from 'node:crypto';

/** A Content-Security-Policy header's directives, by name. */
export const directives = (csp: string) =>
  Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );

/** A CSP source allowing `text` by its hash. */
export const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The text of every script element of a page that runs: one without a `type`, only `data-` attributes. */
export const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?: data-[\w-]+="[^"]*")*>([\s\S]*?)<\/script>/g)].map(([, text]) => text ?? '');
