import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as lucide from 'lucide-react';
import { about } from '../../src/content/about.ts';
import { agro } from '../../src/content/agro.ts';
import { auth, authExtras } from '../../src/content/auth.ts';
import { blogIndex } from '../../src/content/blog/blog-index.ts';
import { englishBlog, marathiBlog } from '../../src/content/blog/blogs.ts';
import { client } from '../../src/content/client.ts';
import { machineDate } from '../../src/features/blog/card-text.ts';
import { contact } from '../../src/content/contact.ts';
import { footer } from '../../src/content/footer.ts';
import { gallery } from '../../src/content/gallery.ts';
import { home } from '../../src/content/home.ts';
import { legal } from '../../src/content/legal.ts';
import { meta } from '../../src/content/meta.ts';
import { navigation, regionLinks } from '../../src/content/navigation.ts';
import { people } from '../../src/content/people.ts';
import { project } from '../../src/content/project.ts';
import { regionByPath, regionsPage } from '../../src/content/regions.ts';
import { registrationSending } from '../../src/content/registration-sending.ts';
import { site } from '../../src/content/site.ts';
import { story } from '../../src/content/story.ts';
import { notFound, serverError, ui } from '../../src/content/ui.ts';
import { projectVideos, storyVideos } from '../../src/content/videos.ts';
import { marathiBlogDates, teamRoles } from '../fixtures/spec.ts';
import * as s from '../../src/content/schema.ts';

/** Every content export, with the schema that must accept it. */
const contents = [
  ['site', s.siteSchema, site],
  ['client', s.clientSchema, client],
  ['people', s.peopleSchema, people],
  ['navigation', s.navigationSchema, navigation],
  ['footer', s.footerSchema, footer],
  ['ui', s.uiSchema, ui],
  ['notFound', s.notFoundSchema, notFound],
  ['serverError', s.notFoundSchema, serverError],
  ['legal', s.legalSchema, legal],
  ['home', s.homeSchema, home],
  ['about', s.aboutSchema, about],
  ['project', s.projectSchema, project],
  ['story', s.storySchema, story],
  ['englishBlog', s.englishBlogSchema, englishBlog],
  ['marathiBlog', s.marathiBlogSchema, marathiBlog],
  ['blogIndex', s.blogIndexSchema, blogIndex],
  ['gallery', s.gallerySchema, gallery],
  ['contact', s.contactSchema, contact],
  ['regionsPage', s.regionsPageSchema, regionsPage],
  ['agro', s.agroSchema, agro],
  ['auth', s.authSchema, auth],
  ['meta', s.metaSchema, meta],
] as const;

/** Every string in a value, with its path and whether it sits in a lang "mr" object. */
function strings(value: unknown, path = '', marathi = false): { path: string; text: string; marathi: boolean }[] {
  if (typeof value === 'string') return [{ path, text: value, marathi }];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`, marathi));
  if (value && typeof value === 'object') {
    const inMr = marathi || (value as { lang?: unknown }).lang === 'mr';
    return Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`, inMr));
  }
  return [];
}

const allStrings = [
  ...contents.flatMap(([name, , value]) => strings(value, name)),
  // Words added for the login and registration features, checked for language and filler too.
  ...strings(authExtras, 'authExtras'),
  ...strings(registrationSending, 'registrationSending'),
];
const DEVANAGARI = /[\u0900-\u097F]/;

describe('content schemas', () => {
  it.each(contents.map(([name, schema, value]) => [name, schema, value] as const))(
    '%s parses',
    (_name, schema, value) => {
      const result = (schema as { safeParse(v: unknown): { success: boolean; error?: unknown } }).safeParse(value);
      if (!result.success) throw new Error(String(result.error));
      expect(result.success).toBe(true);
    },
  );

  it('keeps Marathi only in objects marked lang "mr", and English text free of Devanagari', () => {
    const misplaced = allStrings.filter((x) => !x.marathi && DEVANAGARI.test(x.text)).map((x) => x.path);
    expect(misplaced).toEqual([]);
  });

  it('shows no filler text', () => {
    const filler = allStrings.filter((x) =>
      /lorem|ipsum|coming soon|placeholder|\bworks\b|\bTODO\b|\bTBD\b/i.test(x.text),
    );
    expect(filler.map((x) => `${x.path}: ${x.text}`)).toEqual([]);
  });

  it('uses only real lucide-react icons', () => {
    const exports = lucide as Record<string, unknown>;
    const missing = s.iconNames.filter(
      (name) => !['object', 'function'].includes(typeof exports[name]) || !exports[name],
    );
    expect(missing).toEqual([]);
  });
});

describe('spec counts and labels', () => {
  it('home: four hero videos with the spec captions', () => {
    expect(home.hero.slides).toHaveLength(4);
    expect(new Set(home.hero.slides.map((x) => x.video)).size).toBe(4);
    const captions = home.hero.slides.flatMap((x) => [x.title, ...('subtitle' in x ? [x.subtitle] : [])]);
    expect(captions).toEqual([
      'Agro Tourism',
      'Start Your Journey Now',
      'Rural Rhythms',
      'Harvest Sweet Memory In Farm',
      'Memory In Farm',
    ]);
  });

  it('home: five card images, three testimonials, nine service blocks, three flip cards', () => {
    expect(home.cards.items).toHaveLength(5);
    expect(home.testimonials.items).toHaveLength(3);
    expect(home.testimonials.items.every((x) => x.lang === 'mr')).toBe(true);
    expect(home.events.heading).toBe('Lets Check Our Events');
    expect(home.events.services).toHaveLength(9);
    expect(home.flipCards.cards.map((x) => x.title)).toEqual(['Mission', 'Vision', 'Awards']);
    expect(home.welcome.rows).toHaveLength(2);
    expect(home.welcome.cta).toMatchObject({ label: 'Learn More', to: '/about' });
  });

  it('blogs: nine English cards and ten Marathi cards with the spec date labels in order', () => {
    expect(englishBlog.posts).toHaveLength(9);
    expect(marathiBlog.posts).toHaveLength(10);
    expect(marathiBlog.posts.map((x) => x.dateLabel)).toEqual([...marathiBlogDates]);
    // The full date of structured data is the label's day and month, in the site's year (decision 043).
    for (const post of marathiBlog.posts)
      expect(post.published, post.slug).toBe(`2025-${machineDate(post.dateLabel) ?? 'not a date'}`);
    for (const post of englishBlog.posts) expect(post.body.length).toBeGreaterThanOrEqual(4);
  });

  it('about: seven team members with the spec roles in order', () => {
    expect(about.team.members.map((x) => x.role)).toEqual([...teamRoles]);
    expect(about.team.members.map((x) => x.name)).toEqual(Object.values(people.team));
    expect(about.team.members).toHaveLength(7);
    expect(about.founder.name).toBe(people.team.founderCeo);
    expect(about.founder.role).toBe('Founder & CEO');
  });

  it('contact: seven FAQ items; form labels as in the spec', () => {
    expect(contact.heading).toBe('Contact Us');
    expect(contact.faq.items).toHaveLength(7);
    expect(contact.form.labels).toEqual({ name: 'Name', email: 'Email', message: 'Message' });
    expect(contact.form.submit).toBe('Send');
  });

  it('project: four tiles, the marquee and six videos', () => {
    expect(project.tiles.map((x) => x.title)).toEqual(['Excursions', 'Experiences', 'Cool Tours', 'Relax Locations']);
    expect(project.marquee).toBe('Agro Tourism Workshop And Training');
    expect(project.videos.items).toHaveLength(6);
    expect(project.videos.items).toBe(projectVideos);
  });

  it('story: five slides, twelve videos, 23 unique https related links', () => {
    expect(story.carousel.title).toBe('agro tourism workshop and news');
    expect(story.carousel.slides).toHaveLength(5);
    expect(story.videos.items).toHaveLength(12);
    expect(story.videos.items).toBe(storyVideos);
    const urls = story.relatedLinks.items.map((x) => x.url);
    expect(urls).toHaveLength(23);
    expect(urls.every((u) => u.startsWith('https://'))).toBe(true);
    expect(new Set(urls).size).toBe(23);
    expect(new Set(story.relatedLinks.items.map((x) => x.label)).size).toBe(23);
    expect(story.relatedLinks.heading).toBe('Related Links');
    expect(story.parallax).toHaveLength(3);
  });

  it('videos: ids are real-looking or explicitly missing, never repeated', () => {
    const all = [...projectVideos, ...storyVideos];
    expect(all).toHaveLength(18);
    const ids = all.map((x) => x.youtubeId).filter((x): x is string => x !== null);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(all.map((x) => x.id)).size).toBe(18);
  });

  it('gallery: eleven images, exactly one captioned "Milky Way"', () => {
    expect(gallery.heading).toBe('Our Gallery');
    expect(gallery.images).toHaveLength(11);
    expect(gallery.images.filter((x) => x.caption === 'Milky Way')).toHaveLength(1);
    expect(gallery.images[6]?.caption).toBe('Milky Way');
  });

  it('regions: ten pages whose paths equal the region links of the navigation, in order', () => {
    const links = regionLinks();
    expect(links).toHaveLength(10);
    expect(regionsPage.regions.map((r) => r.path)).toEqual(links.map((l) => l.to));
    expect(regionsPage.regions.map((r) => r.name)).toEqual(links.map((l) => l.label));
    for (const l of links) expect(regionByPath(l.to)?.path).toBe(l.to);
  });

  it('navigation: the spec items, in order, the directory and the workshops after Maharashtra (decisions 095, 100), and Admin Login to /login', () => {
    expect(navigation.items.map((x) => x.label)).toEqual([
      'Home',
      'About Us',
      'Blog',
      'Maharashtra',
      'Centres',
      'Workshops',
      'Our Story',
      'Our Project',
      'Contact',
      'Gallery',
    ]);
    const maharashtra = navigation.items.flatMap((x) =>
      x.kind === 'dropdown' && x.id === 'maharashtra' ? x.items : [],
    );
    expect(maharashtra.map((x) => x.label)).toEqual([
      'Kokan',
      'Vidarbha',
      'West Maharashtra',
      'Marathwada',
      'Khandesh',
    ]);
    expect(navigation.adminLogin).toEqual({ label: 'Admin Login', to: '/login' });
    expect(site.language).toBe('en-IN');
  });

  it('footer: Terms, Privacy, Support and copyright 2025; legal pages at those paths', () => {
    expect(footer.legalLinks).toEqual([
      { label: 'Terms', to: '/terms' },
      { label: 'Privacy', to: '/privacy' },
      { label: 'Support', to: '/support' },
    ]);
    expect(footer.newsletter.button).toBe('Subscribe');
    expect(footer.copyright.year).toBe(2025);
    expect([legal.terms.path, legal.privacy.path, legal.support.path]).toEqual(['/terms', '/privacy', '/support']);
    const privacy = JSON.stringify(legal.privacy).toLowerCase();
    for (const field of [
      'name',
      'address',
      'agro-tour name',
      'registration number',
      'mobile number',
      'e-mail',
      'registration date',
      'upload',
    ]) {
      expect(privacy).toContain(field);
    }
    // The operator's address, filled in when the page is rendered (src/components/LegalPage.tsx).
    expect(privacy).toContain('{email}');
  });

  it('auth: the spec messages word for word', () => {
    expect(auth.login.messages).toMatchObject({
      emptyFields: 'Please fill in all fields.',
      invalidLogin: 'Invalid login',
      serverError: 'Server error. Try again later.',
    });
    expect(auth.registration.messages).toEqual({
      success: 'Registration successful!',
      failure: 'Failed to register. Try again later.',
    });
    expect(auth.login.highlights.items).toHaveLength(4);
  });

  it('auth: the spec headings, labels and buttons', () => {
    expect(auth.login).toMatchObject({
      heading: 'Welcome To Agro Tourism',
      labels: { username: 'Username', password: 'Password' },
      submit: 'Login',
      registerLink: { label: 'Register here', to: '/profile' },
    });
    expect(auth.registration).toMatchObject({
      heading: 'Agro Tourism Registration',
      submit: 'Register',
      submitting: 'Registering...',
    });
    expect(auth.registration.labels).toEqual({
      name: 'Name',
      address: 'Address',
      agroTourName: 'Agro Tour Name',
      registrationNumber: 'Registration No',
      mobileNumber: 'Mobile No',
      emailId: 'Email ID',
      registrationDate: 'Registration Date',
      uploadDocument: 'Upload Document',
    });
  });
});

describe('meta and slugs', () => {
  const routes = [
    '/home',
    '/about',
    '/agro',
    '/blog',
    '/contact',
    '/project',
    '/story',
    '/blog1',
    '/blog2',
    '/profile',
    '/gallery',
    '/login',
    '/terms',
    '/privacy',
    '/support',
  ];

  it('has a meta entry for every route and region page, and no others', () => {
    const expected = [...routes, ...regionLinks().map((l) => l.to)];
    expect(Object.keys(meta).sort()).toEqual([...expected].sort());
  });

  it('has unique titles and descriptions', () => {
    const entries = Object.values(meta);
    expect(new Set(entries.map((x) => x.title)).size).toBe(entries.length);
    expect(new Set(entries.map((x) => x.description)).size).toBe(entries.length);
    for (const e of entries) expect(e.description.length).toBeLessThanOrEqual(160);
  });

  it('has unique slugs and ids within each list', () => {
    const lists: [string, string[]][] = [
      ['english posts', englishBlog.posts.map((x) => x.slug)],
      ['marathi posts', marathiBlog.posts.map((x) => x.slug)],
      ['hero slides', home.hero.slides.map((x) => x.id)],
      ['services', home.events.services.map((x) => x.id)],
      ['cards', home.cards.items.map((x) => x.id)],
      ['team', about.team.members.map((x) => x.id)],
      ['faq', contact.faq.items.map((x) => x.id)],
      ['gallery', gallery.images.map((x) => x.id)],
      ['slides', story.carousel.slides.map((x) => x.id)],
      ['regions', regionsPage.regions.map((x) => x.path)],
    ];
    const withDuplicates = lists.filter(([, ids]) => new Set(ids).size !== ids.length).map(([name]) => name);
    expect(withDuplicates).toEqual([]);
    const allPostSlugs = [...englishBlog.posts, ...marathiBlog.posts].map((x) => x.slug);
    expect(new Set(allPostSlugs).size).toBe(allPostSlugs.length);
  });

  it('gives every image its own picture and its own alt text', () => {
    const alts = allStrings.filter((x) => x.path.endsWith('.alt')).map((x) => x.text);
    const srcs = allStrings.filter((x) => x.path.endsWith('.img.src')).map((x) => x.text);
    expect(alts.length).toBeGreaterThan(60);
    expect(srcs).toHaveLength(alts.length);
    expect(new Set(alts).size).toBe(alts.length);
    // A picture used in more than one place must be described the same way everywhere.
    const paths = allStrings.filter((x) => x.path.endsWith('.img.src'));
    const byPicture = new Map<string, Set<string>>();
    for (const x of paths) {
      const alt = allStrings.find((y) => y.path === x.path.replace(/\.picture\.img\.src$/, '.alt'))?.text ?? '';
      byPicture.set(x.text, (byPicture.get(x.text) ?? new Set()).add(alt));
    }
    const describedTwoWays = [...byPicture].filter(([, set]) => set.size !== 1).map(([src]) => src);
    expect(describedTwoWays).toEqual([]);
  });
});

/** A blog's post files, which src/content/blog/posts.ts should import, every one. */
const postFiles = (lang: 'en' | 'mr') =>
  readdirSync(new URL(`../../src/content/blog/${lang}/`, import.meta.url))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `src/content/blog/${lang}/${name}`);

describe('blogs', () => {
  const posts = {
    en: { schema: s.englishPostSchema, posts: englishBlog.posts as readonly unknown[] },
    mr: { schema: s.marathiPostSchema, posts: marathiBlog.posts as readonly unknown[] },
  };
  const files = (['en', 'mr'] as const).flatMap((lang) => postFiles(lang).map((file) => [file, lang] as const));

  it.each(files)('%s is a post its blog lists, and its fields match the post schema', (file, lang) => {
    const slug = file.replace(/^.*\/|\.md$/g, '');
    const post = posts[lang].posts.find((p) => (p as { slug?: unknown }).slug === slug);
    if (!post) throw new Error(`${file}: not imported by src/content/blog/posts.ts`);
    const result = posts[lang].schema.safeParse(post);
    if (!result.success) throw new Error(`${file}:\n${z.prettifyError(result.error)}`);
    expect(result.success).toBe(true);
  });

  it('lists every post file, and no post without one', () => {
    expect(englishBlog.posts.map((p) => `src/content/blog/en/${p.slug}.md`).sort()).toEqual(postFiles('en').sort());
    expect(marathiBlog.posts.map((p) => `src/content/blog/mr/${p.slug}.md`).sort()).toEqual(postFiles('mr').sort());
  });

  it('the spec: nine English posts and ten Marathi posts, newest first, each number once', () => {
    expect(englishBlog.posts).toHaveLength(9);
    expect(marathiBlog.posts).toHaveLength(10);
    for (const blog of [englishBlog, marathiBlog]) {
      const numbers = blog.posts.map((p) => p.number);
      expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
      expect(new Set(numbers).size).toBe(numbers.length);
    }
    // English dates have a year: the numbers must give the same order as the dates.
    const days = englishBlog.posts.map((p) => Date.parse(`${p.date} UTC`));
    expect(days.every((day) => Number.isFinite(day))).toBe(true);
    expect(days).toEqual([...days].sort((a, b) => b - a));
    expect(marathiBlog.posts.every((p) => p.lang === 'mr')).toBe(true);
  });

  it('the spec: article lengths, four to seven paragraphs in English, at least three in Marathi', () => {
    for (const post of englishBlog.posts) expect(post.body.length, post.slug).toBeGreaterThanOrEqual(4);
    for (const post of englishBlog.posts) expect(post.body.length, post.slug).toBeLessThanOrEqual(7);
    for (const post of marathiBlog.posts) expect(post.body.length, post.slug).toBeGreaterThanOrEqual(3);
  });

  it("the spec: the blog pages' headings, Read More labels and back links", () => {
    expect(englishBlog.heading).toBe('English Blog');
    expect(marathiBlog.heading).toBe('Marathi Blog');
    expect(englishBlog.readMore).toBe('Read More');
    expect(marathiBlog.readMore).toBe('Read more');
    expect(englishBlog.back.to).toBe('/blog1');
    expect(marathiBlog.back.to).toBe('/blog2');
    expect(marathiBlog.tagline.lang).toBe('mr');
  });

  it('the spec: the Blog page is "Our Blogs", the English blog then the Marathi blog', () => {
    expect(blogIndex.heading).toBe('Our Blogs');
    expect(blogIndex.blogs.map((b) => b.title)).toEqual(['English Blog', 'Marathi Blog']);
    expect(blogIndex.blogs.map((b) => b.link.to)).toEqual(['/blog1', '/blog2']);
  });
});
