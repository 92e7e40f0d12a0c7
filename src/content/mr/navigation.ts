/**
 * Marathi twin of ../navigation.ts: the navigation bar (spec section 2). The
 * Maharashtra dropdown holds the four division sub-menus with their districts,
 * and a direct Khandesh link; the ten region pages are exactly the links found
 * there. Paths stay English: the site adds the /mr prefix itself.
 */
import { regionLinks as englishRegionLinks } from '../navigation.ts';
import { adminPaths } from '../../features/admin/contract.ts';
import { directoryPaths } from '../../features/directory/contract.ts';
import { workshopPaths } from '../../features/workshops/contract.ts';
import type { NavLink, Navigation } from '../schema.ts';
import { sitePaths } from '../../site-paths.ts';

export const navigation = {
  label: 'मुख्य मेनू',
  items: [
    { kind: 'link', label: 'मुख्यपृष्ठ', to: sitePaths.home },
    { kind: 'link', label: 'आमच्याविषयी', to: sitePaths.about },
    {
      kind: 'dropdown',
      id: 'blog',
      label: 'ब्लॉग',
      items: [
        { kind: 'link', label: 'इंग्रजी', to: sitePaths.englishBlog },
        { kind: 'link', label: 'मराठी', to: sitePaths.marathiBlog },
      ],
    },
    {
      kind: 'dropdown',
      id: 'maharashtra',
      label: 'महाराष्ट्र',
      items: [
        {
          kind: 'submenu',
          id: 'kokan',
          label: 'कोकण',
          items: [
            { kind: 'link', label: 'रत्नागिरी', to: '/kokan/ratnagiri' },
            { kind: 'link', label: 'सिंधुदुर्ग', to: '/kokan/sindhudurg' },
            { kind: 'link', label: 'रायगड', to: '/kokan/raigad' },
          ],
        },
        {
          kind: 'submenu',
          id: 'vidarbha',
          label: 'विदर्भ',
          items: [
            { kind: 'link', label: 'नागपूर', to: '/vidarbha/nagpur' },
            { kind: 'link', label: 'अकोला', to: '/vidarbha/akola' },
          ],
        },
        {
          kind: 'submenu',
          id: 'west-maharashtra',
          label: 'पश्चिम महाराष्ट्र',
          items: [
            { kind: 'link', label: 'पुणे', to: '/west/pune' },
            { kind: 'link', label: 'कोल्हापूर', to: '/west/kolhapur' },
          ],
        },
        {
          kind: 'submenu',
          id: 'marathwada',
          label: 'मराठवाडा',
          items: [
            { kind: 'link', label: 'औरंगाबाद', to: '/marathwada/aurangabad' },
            { kind: 'link', label: 'नांदेड', to: '/marathwada/nanded' },
          ],
        },
        { kind: 'link', label: 'खानदेश', to: '/khandesh' },
      ],
    },
    { kind: 'link', label: 'केंद्रे', to: directoryPaths.list },
    { kind: 'link', label: 'कार्यशाळा', to: workshopPaths.list },
    { kind: 'link', label: 'आमची कहाणी', to: sitePaths.story },
    { kind: 'link', label: 'आमचा प्रकल्प', to: sitePaths.project },
    { kind: 'link', label: 'संपर्क', to: sitePaths.contact },
    { kind: 'link', label: 'गॅलरी', to: sitePaths.gallery },
  ],
  adminLogin: { label: 'ॲडमिन लॉगिन', to: sitePaths.login },
  admin: { label: 'ॲडमिन', to: adminPaths.list },
  menuToggle: { open: 'मेनू उघडा', close: 'मेनू बंद करा' },
  languageSwitch: { title: 'हे पान इंग्रजीत वाचा' },
  logout: 'लॉग आउट',
} satisfies Navigation;

/**
 * Every link under the Maharashtra dropdown, in menu order: the region pages.
 * The same function as ../navigation.ts, defaulting to the Marathi navigation.
 */
export function regionLinks(nav: Navigation = navigation): NavLink[] {
  return englishRegionLinks(nav);
}
