import type { ComponentType } from 'react';
import type { ActionFunction, LoaderFunction, NonIndexRouteObject, RouteObject } from 'react-router';
import { regionLinks } from './content/navigation.ts';
import { adminEntryLoader, csvLoader } from './features/admin/admin-routes.server.ts';
import { adminPaths, routePath } from './features/admin/contract.ts';
import { documentLoader } from './features/admin/document.server.ts';
import { subscribersCsvLoader } from './features/newsletter/subscriber-routes.server.ts';
import { directoryData } from './features/directory/centres.server.ts';
import { indexLoader } from './features/directory/directory-routes.server.ts';
import { directoryPaths } from './features/directory/contract.ts';
import { filterNames } from './features/directory/filters.ts';
import { enquiryPaths } from './features/enquiries/contract.ts';
import { enquiriesCsvLoader } from './features/enquiries/enquiry-routes.server.ts';
import { newsletterData, newsletterPaths } from './features/newsletter/contract.ts';
import { filterNames as workshopFilters, workshopPaths, workshopsData } from './features/workshops/contract.ts';
import { eventIcsLoader, feedLoader, signupsCsvLoader } from './features/workshops/workshop-routes.server.ts';
import { logoutAction } from './features/login/logout-action.server.ts';
import { homeLoader } from './home-address.ts';
import { Root, RootErrorBoundary } from './layout/Root.tsx';
import type { PageHandle } from './page-handle.ts';
import { sitePaths } from './site-paths.ts';

/**
 * The one route table: the server renders from it (the browser gets no router: its
 * interactive parts are islands, src/islands), and the sitemap and tests read it.
 * Each page is a lazy module at `src/pages/<name>/route.tsx`, named in the route's
 * `handle.page`, so the server can find the page's CSS in Vite's manifest (`pageModule`).
 * A path that matches nothing is answered by the root ErrorBoundary with the
 * 404 page (status 404).
 *
 * Every page's server data comes from here too (decision 054): the modules' loaders and actions
 * (the admin list and record, the no-JavaScript login and registration answers) run on the
 * server in React Router's static handler: their `*.server.ts` modules call the server's
 * functions with the request the context holds (src/site.server.ts, decision 089). So do the addresses that draw no page, resource routes whose
 * loader or action answers with its own Response (src/entry-server.tsx): the bare `/` and `/mr`,
 * the admin's CSV, a record's document and logout. Express answers only what is not a route (server/app.ts).
 */
const pageModules = import.meta.glob<PageModule>(['./pages/*/route.tsx', './features/*/routes/*.tsx']);

export interface PageModule {
  Component: ComponentType;
  loader?: LoaderFunction;
  action?: ActionFunction;
}

/** The page's handle is declared beside the hook that reads it; the route table re-exports it. */
export type { PageHandle };

/**
 * A page's module: `src/pages/<name>/route.tsx`, or, for a page of a feature that is one folder
 * (`directory/list`), `src/features/<feature>/routes/<page>.tsx`.
 */
export const pageModule = (name: string) => {
  const [feature, featurePage] = name.split('/');
  return featurePage ? `src/features/${feature}/routes/${featurePage}.tsx` : `src/pages/${name}/route.tsx`;
};

function page(name: string, path: string, id = name, handle: Omit<PageHandle, 'page'> = {}): NonIndexRouteObject {
  return { id, path, lazy: pageLoad(name), handle: { page: name, ...handle } satisfies PageHandle };
}

/** A part of its parent's page, with no address of its own, around the routes below it (a layout route). */
function layoutPage(name: string, id: string, handle: Omit<PageHandle, 'page'> = {}): NonIndexRouteObject {
  return { id, lazy: pageLoad(name), handle: { page: name, ...handle } satisfies PageHandle };
}

/** A page drawn inside its parent's at the parent's own address (an index route). */
function indexPage(name: string, id: string, handle: Omit<PageHandle, 'page'> = {}): RouteObject {
  return { id, index: true, lazy: pageLoad(name), handle: { page: name, ...handle } satisfies PageHandle };
}

function pageLoad(name: string) {
  const load = pageModules[pageModule(name).replace(/^src\//, './')];
  if (!load) throw new Error(`No page module for "${name}"`);
  return load;
}

/** The admin area's addresses: rendered for one signed-in admin, never cached, not in the sitemap. */
const admin = { sitemap: false, personal: true } as const;
/** A newsletter mail's link: rendered for its token alone, never cached, not in the sitemap. */
const linkPage = { sitemap: false, personal: true } as const;
/**
 * Pages made from the directory's centres (decision 095): cached until the directory changes, or
 * India's date does (`today`: a centre "open in December", a licence "valid until"; server/day-turn.ts).
 */
const directory = { data: [directoryData, 'today'] } as const;
/** The workshops' pages: cached until an event or a seat changes, or India's date turns (issue 56). */
const calendar = { data: [workshopsData, 'today'] } as const;
/** The newsletter's archive: cached until an issue goes out (decision 099). */
const archive = { data: [newsletterData] } as const;

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: Root,
    ErrorBoundary: RootErrorBoundary,
    children: [
      { index: true, loader: homeLoader },
      page('home', routePath(sitePaths.home)),
      page('gallery', routePath(sitePaths.gallery)),
      page('terms', routePath(sitePaths.terms)),
      page('privacy', routePath(sitePaths.privacy)),
      page('support', routePath(sitePaths.support)),
      page('login', routePath(sitePaths.login), 'login', { sitemap: false }),
      page('registration', routePath(sitePaths.registration)),
      page('about', routePath(sitePaths.about)),
      page('project', routePath(sitePaths.project)),
      page('story', routePath(sitePaths.story)),
      page('agro', routePath(sitePaths.agro)),
      page('blogs', routePath(sitePaths.blogs)),
      page('english-blog', routePath(sitePaths.englishBlog)),
      page('english-article', routePath(sitePaths.englishArticle(':slug'))),
      page('marathi-blog', routePath(sitePaths.marathiBlog)),
      page('marathi-article', routePath(sitePaths.marathiArticle(':slug')), 'marathi-article', {
        languages: ['mr'],
        switchTo: sitePaths.marathiBlog,
      }),
      page('contact', routePath(sitePaths.contact), 'contact', { query: ['sent'] }),
      // The directory of centres (decision 095): each filtered list a page of its own, in the URL.
      page('directory/list', routePath(directoryPaths.list), 'centres', {
        ...directory,
        query: [...filterNames, 'page'],
      }),
      // A centre's page, and under its facts the workshops held there and (its index) the enquiry
      // form, whose post without JavaScript lands on it (`?index`): cached whole (issues 54, 56).
      {
        ...page('directory/centre', routePath(directoryPaths.centre(':slug')), 'centre', directory),
        children: [
          {
            // The workshops held at the centre (issue 56): a route with no address of its own.
            ...layoutPage('workshops/at-centre', 'centre-workshops', { data: [workshopsData] }),
            children: [indexPage('enquiries/form', 'centre-enquiry', directory)],
          },
        ],
      },
      // The page an owner's link opens (an enquiry answered, the centre unlisted): for its token alone.
      page('enquiries/owner', routePath(enquiryPaths.owner), 'enquiry-owner', linkPage),
      // The list's data for its island (a resource route): not a page, so neither in the sitemap nor warmed.
      {
        id: 'centres-index',
        path: routePath(directoryPaths.index),
        loader: indexLoader,
        handle: { sitemap: false, query: ['v'] } satisfies Omit<PageHandle, 'page'>,
      },
      // Workshops on the calendar (issue 56): made from the store's events, and from India's date
      // (upcoming or past, sign-ups open); the feed and each event's file are resource routes.
      page('workshops/list', routePath(workshopPaths.list), 'workshops', { ...calendar, query: workshopFilters }),
      page('workshops/cancel', routePath(workshopPaths.cancel), 'workshop-cancel', linkPage),
      page('workshops/event', routePath(workshopPaths.event(':slug')), 'workshop', calendar),
      { id: 'workshops-feed', path: routePath(workshopPaths.feed), loader: feedLoader, handle: { sitemap: false } },
      {
        id: 'workshop-ics',
        path: routePath(workshopPaths.eventIcs(':slug')),
        loader: eventIcsLoader,
        // One for every event the data holds (the page index takes any slug there).
        handle: { sitemap: false, data: [workshopsData] },
      },
      // The newsletter (decision 081): the box's page, cached with its `sent` answers; the pages of a
      // mail's links, rendered for the one request (their token), never cached nor listed.
      page('newsletter', routePath(newsletterPaths.signUp), 'newsletter', { query: ['sent'] }),
      page('newsletter-confirm', routePath(newsletterPaths.confirm), 'newsletter-confirm', linkPage),
      page('newsletter-unsubscribe', routePath(newsletterPaths.unsubscribe), 'newsletter-unsubscribe', linkPage),
      // The issues sent (decision 099): cached until another goes out.
      page('newsletter/archive', routePath(newsletterPaths.archive), 'newsletter-archive', archive),
      page(
        'newsletter/archive-issue',
        routePath(newsletterPaths.archiveIssue(':slug')),
        'newsletter-archive-issue',
        archive,
      ),
      page('admin-registrations', routePath(adminPaths.list), 'admin-registrations', admin),
      page('admin-registration', routePath(adminPaths.record(':id')), 'admin-registration', admin),
      page('admin-messages', routePath(adminPaths.messages), 'admin-messages', admin),
      page('admin-message', routePath(adminPaths.message(':id')), 'admin-message', admin),
      page('admin-subscribers', routePath(adminPaths.subscribers), 'admin-subscribers', admin),
      // The directory's admin (decision 095): its centres, a new one, one centre.
      page('admin-centres', routePath(directoryPaths.admin), 'admin-centres', admin),
      page('admin-centre', routePath(directoryPaths.adminNew), 'admin-centre-new', admin),
      page('admin-centre', routePath(directoryPaths.adminCentre(':id')), 'admin-centre', admin),
      // The newsletter's issues: written, tested, sent (decision 099).
      page('admin-newsletter', routePath(newsletterPaths.admin), 'admin-newsletter', admin),
      page('admin-newsletter-issue', routePath(`${newsletterPaths.admin}/new`), 'admin-newsletter-new', admin),
      page('admin-newsletter-issue', routePath(newsletterPaths.adminIssue(':id')), 'admin-newsletter-issue', admin),
      // The workshops' events and their sign-ups (issue 56).
      page('admin-workshops', routePath(workshopPaths.admin), 'admin-workshops', admin),
      page('admin-workshop', routePath(`${workshopPaths.admin}/new`), 'admin-workshop-new', admin),
      page('admin-workshop', routePath(workshopPaths.adminEvent(':id')), 'admin-workshop', admin),
      {
        id: 'admin-workshop-csv',
        path: routePath(workshopPaths.adminCsv(':id')),
        loader: signupsCsvLoader,
        handle: admin,
      },
      // The enquiries' trail (issue 54) and its CSV.
      page('admin-enquiries', routePath(enquiryPaths.admin), 'admin-enquiries', admin),
      { id: 'admin-enquiries-csv', path: routePath(enquiryPaths.adminCsv), loader: enquiriesCsvLoader, handle: admin },
      { id: 'admin-csv', path: routePath(adminPaths.csv), loader: csvLoader, handle: admin },
      // A record's document, passed on from the backend as it comes (decision 069).
      {
        id: 'admin-document',
        path: routePath(adminPaths.document(':ref')),
        loader: documentLoader,
        handle: { ...admin, streamed: true } satisfies Omit<PageHandle, 'page'>,
      },
      {
        id: 'admin-subscribers-csv',
        path: routePath(adminPaths.subscribersCsv),
        loader: subscribersCsvLoader,
        handle: admin,
      },
      // Its GET is any other admin address's (below).
      {
        id: 'admin-logout',
        path: routePath(adminPaths.logout),
        loader: adminEntryLoader,
        action: logoutAction,
        handle: admin,
      },
      // /admin and any other address under it: the list, or 404, for a signed-in admin only.
      // Never drawn (its loader always answers with a redirect or 404), but a route the router draws needs one.
      {
        id: 'admin',
        path: routePath(`${adminPaths.area}/*`),
        loader: adminEntryLoader,
        Component: () => null,
        handle: admin,
      },
      // Each region page lists its district's centres from the directory.
      ...regionLinks().map((link) => page('region', link.to.slice(1), `region:${link.to}`, directory)),
    ],
  },
];
