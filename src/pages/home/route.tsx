import { Hero } from '../../components/hero/Hero.tsx';
import { PageMeta } from '../../components/PageMeta.tsx';
import { Testimonials } from '../../components/testimonials/Testimonials.tsx';
import { WhatsAppButton } from '../../components/WhatsAppButton.tsx';
import { client } from '../../content/client.ts';
import { home } from '../../content/home.ts';
import { meta } from '../../content/meta.ts';
import { Cards } from './Cards.tsx';
import { Events } from './Events.tsx';
import { Values } from './Values.tsx';
import { Welcome } from './Welcome.tsx';

/** /home (spec §2): hero clips, welcome, flip cards, testimonials, services, the five cards, WhatsApp. */
export function Component() {
  return (
    <>
      <PageMeta {...meta['/home']} />
      <Hero hero={home.hero} heading={home.heading} />
      <Welcome content={home.welcome} />
      <Values content={home.flipCards} />
      <Testimonials content={home.testimonials} />
      <Events content={home.events} />
      <Cards content={home.cards} />
      <WhatsAppButton url={client.whatsapp.url} label={home.whatsapp.label} />
    </>
  );
}
