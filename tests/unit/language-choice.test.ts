// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { chosenLanguage } from '../../server/language-choice.ts';
import { rememberLanguageChoices } from '../../src/language-choice.ts';

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

describe('rememberLanguageChoices', () => {
  afterEach(() => {
    document.cookie = 'lang=; Path=/; Max-Age=0';
    document.body.innerHTML = '';
  });

  it('keeps the language of a followed switch link, and nothing for other links', () => {
    rememberLanguageChoices(document);
    document.body.innerHTML =
      '<a id="other" href="#a">Home</a><a id="switch" href="#b" data-language-choice="mr"><span>मराठी</span></a>';
    document.getElementById('other')!.click();
    expect(document.cookie).not.toMatch(/lang=/);
    document.querySelector<HTMLElement>('#switch span')!.click();
    expect(document.cookie).toMatch(/(^|; )lang=mr($|;)/);
  });
});
