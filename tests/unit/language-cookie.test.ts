// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chosenLanguage } from '../../src/home-address.ts';
import { buildStartScript } from '../../build/start-script.ts';

describe('chosenLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['lang=mr', 'mr'],
    ['agro_admin=abc; lang=mr', 'mr'],
    ['lang=en; other=1', 'en'],
    ['lang=xx', 'en'],
    ['lang=constructor', 'en'],
    ['slang=mr', 'en'],
  ])('reads %j as %s', (header, lang) => {
    expect(chosenLanguage(header)).toBe(lang);
  });
});

describe('the start script every page runs in <head> (src/islands/start.ts)', () => {
  // The text as built (build/start-script.ts), run as in a page without `data-loader`: it keeps
  // choices and holds presses, and asks for nothing.
  beforeAll(async () => new Function((await buildStartScript()).text)());
  afterEach(() => {
    document.cookie = 'lang=; Path=/; Max-Age=0';
    document.body.innerHTML = '';
    delete document.documentElement.dataset.islands;
  });

  it('keeps the language of a followed switch link, and nothing for other links', () => {
    document.body.innerHTML =
      '<a id="other" href="#a">Home</a><a id="switch" href="#b" data-language-cookie="mr"><span>मराठी</span></a>';
    document.getElementById('other')!.click();
    expect(document.cookie).not.toMatch(/lang=/);
    document.querySelector<HTMLElement>('#switch span')!.click();
    expect(document.cookie).toMatch(/(^|; )lang=mr($|;)/);
  });

  it('keeps no value but a language code', () => {
    document.body.innerHTML = '<a id="switch" href="#b" data-language-cookie="mr; Domain=evil">x</a>';
    document.getElementById('switch')!.click();
    expect(document.cookie).not.toMatch(/lang=/);
  });

  it('holds a press on an island’s button until the loader listens, and marks the last one', () => {
    document.body.innerHTML =
      '<div data-island="A"><button id="one">1</button><button id="two"><span>2</span></button></div><button id="out">x</button>';
    const pressed: string[] = [];
    document.body.addEventListener('click', (event) => pressed.push((event.target as Element).id));
    document.getElementById('one')!.click();
    document.querySelector<HTMLElement>('#two span')!.click();
    document.getElementById('out')!.click();
    expect(pressed).toEqual(['out']);
    expect([...document.querySelectorAll('[data-held]')].map((b) => b.id)).toEqual(['two']);
    document.documentElement.dataset.islands = 'listening';
    document.getElementById('one')!.click();
    expect(pressed).toEqual(['out', 'one']);
  });
});
