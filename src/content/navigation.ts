/**
 * The navigation bar (spec section 2). The Maharashtra dropdown holds the four
 * division sub-menus with their districts, and a direct Khandesh link; the ten
 * region pages (regions.ts) are exactly the links found there.
 */
import { adminPaths } from '../features/admin/contract.ts';
import { directoryPaths } from '../features/directory/contract.ts';
import { workshopPaths } from '../features/workshops/contract.ts';
import type { NavLink, Navigation } from './schema.ts';
import { sitePaths } from '../site-paths.ts';

export const navigation = {
  label: 'Main',
  items: [
    { kind: 'link', label: 'Home', to: sitePaths.home },
    { kind: 'link', label: 'About Us', to: sitePaths.about },
    {
      kind: 'dropdown',
      id: 'blog',
      label: 'Blog',
      items: [
        { kind: 'link', label: 'English', to: sitePaths.englishBlog },
        { kind: 'link', label: 'Marathi', to: sitePaths.marathiBlog },
      ],
    },
    {
      kind: 'dropdown',
      id: 'maharashtra',
      label: 'Maharashtra',
      items: [
        {
          kind: 'submenu',
          id: 'kokan',
          label: 'Kokan',
          items: [
            { kind: 'link', label: 'Ratnagiri', to: '/kokan/ratnagiri' },
            { kind: 'link', label: 'Sindhudurg', to: '/kokan/sindhudurg' },
            { kind: 'link', label: 'Raigad', to: '/kokan/raigad' },
          ],
        },
        {
          kind: 'submenu',
          id: 'vidarbha',
          label: 'Vidarbha',
          items: [
            { kind: 'link', label: 'Nagpur', to: '/vidarbha/nagpur' },
            { kind: 'link', label: 'Akola', to: '/vidarbha/akola' },
          ],
        },
        {
          kind: 'submenu',
          id: 'west-maharashtra',
          label: 'West Maharashtra',
          items: [
            { kind: 'link', label: 'Pune', to: '/west/pune' },
            { kind: 'link', label: 'Kolhapur', to: '/west/kolhapur' },
          ],
        },
        {
          kind: 'submenu',
          id: 'marathwada',
          label: 'Marathwada',
          items: [
            { kind: 'link', label: 'Aurangabad', to: '/marathwada/aurangabad' },
            { kind: 'link', label: 'Nanded', to: '/marathwada/nanded' },
          ],
        },
        { kind: 'link', label: 'Khandesh', to: '/khandesh' },
      ],
    },
    { kind: 'link', label: 'Centres', to: directoryPaths.list },
    { kind: 'link', label: 'Workshops', to: workshopPaths.list },
    { kind: 'link', label: 'Our Story', to: sitePaths.story },
    { kind: 'link', label: 'Our Project', to: sitePaths.project },
    { kind: 'link', label: 'Contact', to: sitePaths.contact },
    { kind: 'link', label: 'Gallery', to: sitePaths.gallery },
  ],
  adminLogin: { label: 'Admin Login', to: sitePaths.login },
  admin: { label: 'Admin', to: adminPaths.list },
  menuToggle: { open: 'Open menu', close: 'Close menu' },
  languageSwitch: { title: 'Read this page in Marathi' },
  logout: 'Log out',
} satisfies Navigation;

/** Every link under the Maharashtra dropdown, in menu order: the region pages. */
export function regionLinks(nav: Navigation = navigation): NavLink[] {
  const out: NavLink[] = [];
  for (const item of nav.items) {
    if (item.kind !== 'dropdown' || item.id !== 'maharashtra') continue;
    for (const child of item.items) {
      if (child.kind === 'link') out.push(child);
      else out.push(...child.items);
    }
  }
  return out;
}
