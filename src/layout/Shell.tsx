import type { ReactNode } from 'react';
import { site } from '../content/site.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

/** The frame every page (and the error pages) shares: skip link, header, main landmark and footer. */
export function Shell({ children }: { children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        {site.skipLink}
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
