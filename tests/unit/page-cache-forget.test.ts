import { expect, it } from 'vitest';
import { PageCache } from '../../server/page-cache.ts';

/** The page cache forgets the pages made from a kind of the store's data, and only those (decision 095). */
it('forgets every page made from the data that changed, and keeps the others', () => {
  const cache = new PageCache();
  cache.set('/centres', '<p>list</p>', [], ['directory']);
  cache.set('/centres/shivar-farm', '<p>centre</p>', [], ['directory']);
  cache.set('/home', '<p>home</p>', []);
  cache.set('/west/pune', '<p>region</p>', [], ['directory', 'workshops']);
  expect(cache.forget('directory')).toBe(3);
  expect(cache.get('/centres')).toBeUndefined();
  expect(cache.get('/centres/shivar-farm')).toBeUndefined();
  expect(cache.get('/west/pune')).toBeUndefined();
  expect(cache.get('/home')?.body.toString()).toBe('<p>home</p>');
  expect(cache.forget('directory')).toBe(0);
});
