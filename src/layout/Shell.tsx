import type { ReactNode } from 'react';

/** The frame every page shares: skip link, header, main landmark and footer. */
export function Shell({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
