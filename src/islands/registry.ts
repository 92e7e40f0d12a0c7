import type { ComponentType } from 'react';

/**
 * Every island by name, loaded on demand: each is a chunk of its own that the loader
 * imports only when the island wakes. Pages render them through <Island> (Island.tsx).
 */
export const islands = {
  nav: () => import('../layout/Nav.tsx').then((module) => module.Nav),
  newsletter: () => import('../layout/Newsletter.tsx').then((module) => module.Newsletter),
  hero: () => import('../components/hero/Hero.tsx').then((module) => module.Hero),
  testimonials: () => import('../components/testimonials/Testimonials.tsx').then((module) => module.Testimonials),
  cards: () => import('../pages/home/Cards.tsx').then((module) => module.Cards),
  gallery: () => import('../pages/gallery/GalleryGrid.tsx').then((module) => module.GalleryGrid),
  slideshow: () => import('../components/Slideshow.tsx').then((module) => module.Slideshow),
  video: () => import('../components/video/VideoPlayer.tsx').then((module) => module.VideoPlayer),
  marquee: () => import('../components/Marquee.tsx').then((module) => module.Marquee),
  map: () => import('../components/MapFacade.tsx').then((module) => module.MapFacade),
  contact: () => import('../pages/contact/ContactForm.tsx').then((module) => module.ContactForm),
  login: () => import('../features/login/LoginForm.tsx').then((module) => module.LoginForm),
  registration: () => import('../features/registration/RegistrationForm.tsx').then((module) => module.RegistrationForm),
  adminBar: () => import('../features/admin/AdminBar.tsx').then((module) => module.AdminBar),
  adminList: () => import('../features/admin/RecordList.tsx').then((module) => module.RecordList),
  adminRecord: () => import('../features/admin/RecordForm.tsx').then((module) => module.RecordForm),
};

export type IslandName = keyof typeof islands;
export type IslandProps<N extends IslandName> =
  Awaited<ReturnType<(typeof islands)[N]>> extends ComponentType<infer P> ? P : never;
