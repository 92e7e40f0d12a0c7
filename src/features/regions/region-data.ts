/**
 * What the ten region pages and the Agro page need from the regions content, read by their
 * route loaders on the server (pages are not hydrated: only islands reach the browser).
 */
import { data } from 'react-router';
import { regionByPath, regionsPage } from '../../content/regions.ts';
import type { Region, RegionsPage } from '../../content/schema.ts';
import { splitPath } from '../../languages.ts';

export interface RegionLink {
  path: string;
  name: string;
  division: Region['division'];
  summary: string;
  image: Region['image'];
}

export interface RegionPageData {
  region: Region;
  labels: RegionsPage['labels'];
  others: Omit<RegionLink, 'summary' | 'image'>[];
}

/** The region at a URL path, in either language (a trailing slash ignored), or a 404 answer. */
export function regionPage(pathname: string): RegionPageData {
  const region = regionByPath(splitPath(pathname).path.replace(/(.)\/+$/, '$1'));
  if (!region) throw data(null, { status: 404 });
  const others = regionsPage.regions
    .filter((other) => other.path !== region.path)
    .map(({ path, name, division }) => ({ path, name, division }));
  return { region, labels: regionsPage.labels, others };
}

/** All ten regions, in menu order, as links with a picture and a summary. */
export function regionCards(): RegionLink[] {
  return regionsPage.regions.map(({ path, name, division, summary, image }) => ({
    path,
    name,
    division,
    summary,
    image,
  }));
}
