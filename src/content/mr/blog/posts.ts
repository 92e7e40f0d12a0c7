/**
 * The Marathi twin of ../../blog/posts.ts: the English blog's posts in Marathi translation
 * (./en/<slug>.md, the same slugs, numbers and pictures), and the Marathi blog's own posts
 * (../../blog/mr/, the same files as on the English site).
 */
import type { EnglishPost, MarathiPost } from '../../schema.ts';
import farmFestivalsOfMaharashtra from './en/farm-festivals-of-maharashtra.md';
import flavoursOfTheFarmKitchen from './en/flavours-of-the-farm-kitchen.md';
import maharashtraAgriTourismPolicy from './en/maharashtra-agri-tourism-policy.md';
import marketingYourFarmStayFromAPhone from './en/marketing-your-farm-stay-from-a-phone.md';
import monsoonPaddySeasonInKokan from './en/monsoon-paddy-season-in-kokan.md';
import sellingFarmProduceToGuests from './en/selling-farm-produce-to-guests.md';
import warliArtOfTheSahyadri from './en/warli-art-of-the-sahyadri.md';
import whatChildrenLearnOnAFarm from './en/what-children-learn-on-a-farm.md';
import whatToExpectAtAFarmHomestay from './en/what-to-expect-at-a-farm-homestay.md';
import gavachaVikas from '../../blog/mr/gavacha-vikas.md';
import jagtikKrushiParyatanDin from '../../blog/mr/jagtik-krushi-paryatan-din.md';
import kendraAniResort from '../../blog/mr/kendra-ani-resort.md';
import kendraSurvat from '../../blog/mr/kendra-survat.md';
import kendracheVipanan from '../../blog/mr/kendrache-vipanan.md';
import krushiParyatanDhoran from '../../blog/mr/krushi-paryatan-dhoran.md';
import krushiParyatanacheFayde from '../../blog/mr/krushi-paryatanache-fayde.md';
import mulansathiShetichiShala from '../../blog/mr/mulansathi-shetichi-shala.md';
import pahuncharAniGavranJevan from '../../blog/mr/pahunchar-ani-gavran-jevan.md';
import rutunusarNiyojan from '../../blog/mr/rutunusar-niyojan.md';

/** The posts as their files give them (`unknown` until the content test has checked them), highest number first. */
const newestFirst = <T extends { number: number }>(posts: unknown[]): T[] =>
  (posts as T[]).toSorted((a, b) => b.number - a.number);

export const englishPosts = newestFirst<EnglishPost>([
  farmFestivalsOfMaharashtra,
  flavoursOfTheFarmKitchen,
  maharashtraAgriTourismPolicy,
  marketingYourFarmStayFromAPhone,
  monsoonPaddySeasonInKokan,
  sellingFarmProduceToGuests,
  warliArtOfTheSahyadri,
  whatChildrenLearnOnAFarm,
  whatToExpectAtAFarmHomestay,
]);

/** The spec's date labels of the Marathi posts (`17 July`, `5 May`, `12 Jan`), with Marathi month names. */
const months: Record<string, string> = { Jan: 'जानेवारी', May: 'मे', July: 'जुलै' };
const inMarathi = (post: MarathiPost): MarathiPost => ({
  ...post,
  dateLabel: post.dateLabel.replace(/[A-Za-z]+/, (month) => months[month] ?? month),
});

export const marathiPosts = newestFirst<MarathiPost>([
  gavachaVikas,
  jagtikKrushiParyatanDin,
  kendraAniResort,
  kendraSurvat,
  kendracheVipanan,
  krushiParyatanDhoran,
  krushiParyatanacheFayde,
  mulansathiShetichiShala,
  pahuncharAniGavranJevan,
  rutunusarNiyojan,
]).map(inMarathi);
