/**
 * Small interface words shared by several pages. `{n}`, `{total}` and `{title}`
 * are filled in by the component that shows them.
 */
import type { NotFound, Ui } from './schema.ts';
import { sitePaths } from '../site-paths.ts';

export const ui = {
  carousel: {
    previous: 'Previous slide',
    next: 'Next slide',
    goTo: 'Show slide {n} of {total}',
    /** A slide's accessible name (aria-roledescription says "slide"). */
    slide: '{n} of {total}',
    pause: 'Pause the slideshow',
    play: 'Play the slideshow',
  },
  video: {
    play: 'Play video: {title}',
    watchOnYoutube: 'Watch "{title}" on YouTube',
  },
  marquee: { pause: 'Pause the scrolling text', play: 'Play the scrolling text' },
  newTab: '(opens in a new tab)',
  close: 'Close',
  backToTop: 'Back to top',
  onThisPage: 'On this page',
} satisfies Ui;

export const notFound = {
  heading: 'Page not found',
  description:
    'The page you asked for is not on the Agro Tourism website. Find your way from our home page, blogs or contact page.',
  text: 'The page you asked for is not on this site. It may have moved, or the address may have a typing mistake. These pages will help you find your way:',
  links: [
    { label: 'Home', to: sitePaths.home },
    { label: 'What is agro tourism?', to: sitePaths.agro },
    { label: 'Our blogs', to: sitePaths.blogs },
    { label: 'Contact us', to: sitePaths.contact },
  ],
} satisfies NotFound;

/** The 500 page: a render failed. Nothing technical, and a way on. */
export const serverError = {
  heading: 'Something went wrong',
  description: 'The Agro Tourism website could not show this page just now.',
  text: 'We could not show this page just now. Please try again in a moment, or go on from here:',
  links: [
    { label: 'Home', to: sitePaths.home },
    { label: 'Contact us', to: sitePaths.contact },
  ],
} satisfies NotFound;

/** A form posted from another site's page, or without its page's token (403). */
export const refusedForm = {
  heading: 'This form could not be accepted',
  description: 'The Agro Tourism website could not accept this form.',
  text: 'This form may have been sent from another site, or its page was open for too long. Please open the page on this site again and send the form once more:',
  links: [
    { label: 'Home', to: sitePaths.home },
    { label: 'Contact us', to: sitePaths.contact },
  ],
} satisfies NotFound;

/** A request the site could not read (400), or one larger than it takes (413). */
export const unreadableRequest = {
  heading: 'We could not read what was sent',
  description: 'The Agro Tourism website could not read the request it was sent.',
  text: 'What was sent could not be read, or was larger than this site takes. Please open the page again and send it once more:',
  links: [
    { label: 'Home', to: sitePaths.home },
    { label: 'Contact us', to: sitePaths.contact },
  ],
} satisfies NotFound;
