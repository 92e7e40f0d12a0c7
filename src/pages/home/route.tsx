import { BusinessJsonLd } from '../../components/BusinessJsonLd.tsx';
import { Hero } from '../../components/hero/Hero.island.tsx';
import { PageMeta } from '../../components/PageMeta.tsx';
import { Testimonials } from '../../components/testimonials/Testimonials.island.tsx';
import { WhatsAppButton } from '../../components/WhatsAppButton.tsx';
import { useBusiness } from '../../site-context.ts';
import { home } from '../../content/home.ts';
import { meta } from '../../content/meta.ts';
import { Island } from '../../islands/Island.tsx';
import { Cards } from './Cards.island.tsx';
import { Events } from './Events.tsx';
import { Values } from './Values.tsx';
import { Welcome } from './Welcome.tsx';
import { sitePaths } from '../../site-paths.ts';

/**
 * /home (spec §2): hero clips, welcome, flip cards, testimonials, services, the five cards,
 * WhatsApp, and the business's structured data (decision 058). The hero wakes when the page
 * has loaded and the main thread is idle, its clips start then; the testimonials carousel and
 * the cards wake when seen.
 */
export function Component() {
  const { whatsapp } = useBusiness();
  return (
    <>
      <PageMeta {...meta[sitePaths.home]} />
      <BusinessJsonLd />
      {/* The first slide is server HTML: React waits for an idle moment after load (decision 039). */}
      <Island component={Hero} props={{ hero: home.hero, heading: home.heading }} wake="idle" />
      <Welcome content={home.welcome} />
      <Values content={home.flipCards} />
      <Island component={Testimonials} props={{ content: home.testimonials }} wake="visible" />
      <Events content={home.events} />
      <Island component={Cards} props={{ content: home.cards }} wake="visible" />
      <WhatsAppButton url={whatsapp.url} label={home.whatsapp.label} />
    </>
  );
}
