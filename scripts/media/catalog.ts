/** Every raster slot from briefs/media.md: output path (under src/assets/images), size and scene. */
import { PEOPLE, portrait } from './portraits.ts';
import { bananaFarm, cotton, orchard, paddy, sugarcane, vineyard } from './scenes-crops.ts';
import {
  awardStage,
  classroom,
  fieldVisit,
  groupPhoto,
  newsFarm,
  phonePromo,
  policyDesk,
  treeWorkshop,
} from './scenes-events.ts';
import { heroFarm, heroHarvest, heroJourney, heroRural } from './scenes-hero.ts';
import { farmStall, food } from './scenes-food.ts';
import { cartRide, farmStay, kidsWorkshop, pola, tentCamp, warliWall } from './scenes-life.ts';
import { coast, goldenPath, nightFarm, riverScene, sahyadri } from './scenes-places.ts';
import { mirror, type Scene } from './svg.ts';

export interface Slot {
  path: string;
  w: number;
  h: number;
  scene: Scene;
}

const group = (dir: string, w: number, h: number, entries: ReadonlyArray<readonly [string, Scene]>): Slot[] =>
  entries.map(([name, scene]) => ({ path: `${dir}/${name}.jpg`, w, h, scene }));

/** The hero clips: the poster of each is frame 0 of the same scene. */
export const HEROES: ReadonlyArray<readonly [string, Scene]> = [
  ['farm', heroFarm],
  ['journey', heroJourney],
  ['rural', heroRural],
  ['harvest', heroHarvest],
];

export const SLOTS: Slot[] = [
  ...group('hero', 1600, 900, HEROES),
  ...group('home', 1200, 900, [
    ['welcome-1', farmStay({ variant: 'courtyard', sky: 'morning' })],
    ['welcome-2', orchard({ fruit: 'mango', sky: 'golden', people: 'family', hz: 460 })],
  ]),
  ...group('home', 800, 600, [
    ['card-1', farmStay({ variant: 'lawn', sky: 'morning' })],
    ['card-2', cartRide({ sky: 'golden', flip: true })],
    ['card-3', food({ variant: 'plate' })],
    ['card-4', orchard({ fruit: 'orange', sky: 'morning', people: 'walk' })],
    ['card-5', nightFarm({ band: 20, gazers: true })],
  ]),
  ...group('about', 1200, 800, [['story', treeWorkshop({ sky: 'morning' })]]),
  ...group('about', 600, 600, [['founder', portrait(PEOPLE.founder)]]),
  ...group(
    'about',
    480,
    480,
    Object.entries(PEOPLE)
      .filter(([k]) => k !== 'founder')
      .map(([k, p]) => [k, portrait(p)] as const),
  ),
  ...group('blog', 800, 500, [
    ['en-1', policyDesk()],
    ['en-2', pola({ drums: true })],
    ['en-3', food({ variant: 'table' })],
    ['en-4', kidsWorkshop({ variant: 'garden', sky: 'noon' })],
    ['en-5', phonePromo()],
    ['en-6', farmStay({ variant: 'welcome', sky: 'golden' })],
    ['en-7', warliWall({ closeUp: true })],
    ['en-8', paddy({ sky: 'monsoon', planters: 3 })],
    ['en-9', farmStall],
  ]),
  ...group('story', 1600, 900, [
    ['slide-1', classroom()],
    ['slide-2', fieldVisit()],
    ['slide-3', awardStage()],
    ['slide-4', newsFarm()],
    ['slide-5', groupPhoto()],
    ['parallax-1', sahyadri({ sky: 'morning' })],
    ['parallax-2', riverScene({ sky: 'morning' })],
    ['parallax-3', nightFarm({ band: -10, tents: true, haystacks: true })],
  ]),
  ...group('videos', 960, 540, [
    ['project-1', mirror(classroom({ wall: '#e6d8bf' }))],
    ['project-2', mirror(fieldVisit({ sky: 'golden' }))],
    ['project-3', farmStay({ variant: 'cottage', sky: 'morning' })],
    ['project-4', food({ variant: 'chulha' })],
    ['project-5', farmStay({ variant: 'photo', sky: 'morning' })],
    ['project-6', orchard({ fruit: 'mango', sky: 'morning', people: 'group', hz: 420 })],
    ['story-1', farmStay({ variant: 'huts', sky: 'golden' })],
    ['story-2', awardStage({ group: true })],
    ['story-3', paddy({ sky: 'morning', palms: true, house: true })],
    ['story-4', cartRide({ sky: 'dusk' })],
    ['story-5', warliWall({ closeUp: false, artist: true })],
    ['story-6', sugarcane({ sky: 'golden', jaggery: true, pans: 3 })],
    ['story-7', vineyard({ sky: 'dawn' })],
    ['story-8', paddy({ sky: 'monsoon', planters: 5, rain: true })],
    ['story-9', orchard({ fruit: 'orange', sky: 'dawn', crates: true, hz: 450 })],
    ['story-10', bananaFarm({ sky: 'golden' })],
    ['story-11', mirror(kidsWorkshop({ variant: 'garden', sky: 'golden' }))],
    ['story-12', nightFarm({ band: 35, tents: true })],
  ]),
  ...group('gallery', 1200, 900, [
    ['01', orchard({ fruit: 'mango', sky: 'morning', crates: true })],
    ['02', cartRide({ sky: 'morning' })],
    ['03', vineyard({ sky: 'golden', picker: true })],
    ['04', tentCamp({ sky: 'morning' })],
    ['05', food({ variant: 'leaf' })],
    ['06', warliWall({ closeUp: false })],
    ['07', nightFarm({ band: -28 })],
    ['08', paddy({ sky: 'monsoon', rain: true, palms: true, planters: 2 })],
    ['09', sugarcane({ sky: 'morning', jaggery: true })],
    ['10', orchard({ fruit: 'orange', sky: 'noon', ladder: true, hz: 400 })],
    ['11', kidsWorkshop({ variant: 'well', sky: 'morning' })],
  ]),
  ...group('regions', 1200, 800, [
    ['ratnagiri', coast({ sky: 'morning' })],
    ['sindhudurg', coast({ sky: 'golden', fort: true })],
    ['raigad', paddy({ sky: 'morning', fort: true })],
    ['nagpur', orchard({ fruit: 'orange', sky: 'golden', people: 'pick', hz: 450 })],
    ['akola', cotton({ sky: 'noon', pickers: true })],
    ['pune', vineyard({ sky: 'morning', fort: true })],
    ['kolhapur', sugarcane({ sky: 'golden' })],
    ['aurangabad', cotton({ sky: 'morning', caves: true })],
    ['nanded', riverScene({ sky: 'dusk', gurudwara: true })],
    ['khandesh', bananaFarm({ sky: 'morning' })],
  ]),
  ...group('login', 900, 1200, [['panel', goldenPath()]]),
];
