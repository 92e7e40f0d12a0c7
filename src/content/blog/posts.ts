/**
 * The blog posts, one Markdown file each: en/<slug>.md and mr/<slug>.md, frontmatter and
 * paragraphs (build/blog-markdown.ts reads them; tests/unit/content.test.ts checks each file
 * against its post schema). A blog lists its posts by `number`, highest first: a new post
 * takes the next number.
 *
 * The files are imported one by one, not with Vite's `import.meta.glob`: the browser tests
 * import this content through Node (tests/e2e/pictures-loader.ts), which has no glob. The
 * content test checks that every file of en/ and mr/ is imported here.
 */
import type { EnglishPost, MarathiPost } from '../schema.ts';
import farmFestivalsOfMaharashtra from './en/farm-festivals-of-maharashtra.md';
import flavoursOfTheFarmKitchen from './en/flavours-of-the-farm-kitchen.md';
import maharashtraAgriTourismPolicy from './en/maharashtra-agri-tourism-policy.md';
import marketingYourFarmStayFromAPhone from './en/marketing-your-farm-stay-from-a-phone.md';
import monsoonPaddySeasonInKokan from './en/monsoon-paddy-season-in-kokan.md';
import sellingFarmProduceToGuests from './en/selling-farm-produce-to-guests.md';
import warliArtOfTheSahyadri from './en/warli-art-of-the-sahyadri.md';
import whatChildrenLearnOnAFarm from './en/what-children-learn-on-a-farm.md';
import whatToExpectAtAFarmHomestay from './en/what-to-expect-at-a-farm-homestay.md';
import gavachaVikas from './mr/gavacha-vikas.md';
import jagtikKrushiParyatanDin from './mr/jagtik-krushi-paryatan-din.md';
import kendraAniResort from './mr/kendra-ani-resort.md';
import kendraSurvat from './mr/kendra-survat.md';
import kendracheVipanan from './mr/kendrache-vipanan.md';
import krushiParyatanDhoran from './mr/krushi-paryatan-dhoran.md';
import krushiParyatanacheFayde from './mr/krushi-paryatanache-fayde.md';
import mulansathiShetichiShala from './mr/mulansathi-shetichi-shala.md';
import pahuncharAniGavranJevan from './mr/pahunchar-ani-gavran-jevan.md';
import rutunusarNiyojan from './mr/rutunusar-niyojan.md';

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
]);
