import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePost, postModule } from '../../build/blog-markdown.ts';

const file = path.resolve('src/content/blog/en/a-post.md');
const name = 'src/content/blog/en/a-post.md';
const post = (frontmatter: string, body: string) => `---\n${frontmatter}\n---\n\n${body}`;
const withImage = (yaml: string) => () => parsePost(post(`title: x\nimage:\n${yaml}`, 'Text.'), file);
const fields = 'title: "A title: with a colon"\ndate: 2 Jun 2021\nnumber: 3\nsummary: It\'s short.';

describe('parsePost', () => {
  it('reads the frontmatter as YAML, the slug from the file name and one string a paragraph', () => {
    expect(parsePost(post(fields, 'First "paragraph", with quotes.\n\nSecond one.\n'), file)).toEqual({
      slug: 'a-post',
      frontmatter: { title: 'A title: with a colon', date: '2 Jun 2021', number: 3, summary: "It's short." },
      body: ['First "paragraph", with quotes.', 'Second one.'],
    });
  });

  it('keeps Devanagari text as it is', () => {
    const text = 'कृषी पर्यटनात महाराष्ट्र देशात आघाडीवर आहे. २००० च्या दशकाच्या मध्यापासून.';
    expect(parsePost(post('lang: mr\ntitle: शेती', text), file).body).toEqual([text]);
  });

  it('joins a paragraph written over several lines with spaces, reads escapes and CRLF files', () => {
    const source = post(fields, 'One line\n  and the next.\n\nA \\*starred\\* word.\n').replaceAll('\n', '\r\n');
    expect(parsePost(source, file).body).toEqual(['One line and the next.', 'A *starred* word.']);
  });

  it.each([
    ['# Heading\n\nText.', 'a heading', 5],
    ['Text.\n\n- one\n- two', 'a list', 7],
    ['Text.\n\n> quoted', 'a block quote', 7],
    ['Text.\n\n    code', 'a code block', 7],
    ['Text.\n\n<div>x</div>', 'HTML', 7],
    ['Some *emphasis* here.', 'emphasis', 5],
    ['Some **strong** text.', 'strong emphasis', 5],
    ['A [link](https://example.org).', 'a link', 5],
    ['See https://example.org today.', 'a link', 5],
    ['Some `code`.', 'inline code', 5],
    ['Fish &amp; chips.', 'the character reference &amp;', 5],
    ['Hard  \nbreak.', 'a hard line break', 5],
  ])('refuses what the article cannot show: %j', (body, what, line) => {
    expect(() => parsePost(post('title: x', body), file)).toThrow(`${name}:${line}: ${what}`);
  });

  it('names the file and line of a frontmatter problem', () => {
    expect(() => parsePost('Just text.\n', file)).toThrow(`${name}:1: a post starts with its frontmatter`);
    expect(() => parsePost(post('title: x\nsummary: a: b\ndate: 1 Jan 2021', 'Text.'), file)).toThrow(
      new RegExp(`^${name}:3: frontmatter: `),
    );
    expect(() => parsePost(post('title: x\ntitle: y', 'Text.'), file)).toThrow(
      `${name}:3: frontmatter: Map keys must be unique`,
    );
    expect(() => parsePost(post('- a list', 'Text.'), file)).toThrow(
      `${name}:2: the frontmatter must be a list of fields`,
    );
    expect(() => parsePost(post('title: x\nslug: other', 'Text.'), file)).toThrow(
      `${name}:3: "slug" is not a frontmatter field`,
    );
    expect(() => parsePost(post('title: x', ''), file)).toThrow(`${name}:4: the post has no text`);
  });

  it('wants a picture as a file relative to the post and its alt text', () => {
    expect(withImage('  file: ../../../assets/images/blog/en-1.jpg\n  alt: A field')).not.toThrow();
    expect(withImage('  file: ../../../assets/images/blog/en-1.jpg')).toThrow(`${name}:3: image: give "file"`);
    expect(withImage('  file: /src/assets/images/blog/en-1.jpg\n  alt: A field')).toThrow(
      `${name}:3: image.file must be a path relative`,
    );
    expect(withImage('  file: ./en-1.jpg?card\n  alt: A field')).toThrow('image.file must be a path relative');
  });
});

describe('postModule', () => {
  it('exports the post, its picture imported with the card preset', () => {
    const code = postModule(
      post(`${fields}\nimage:\n  file: ../../../assets/images/blog/en-4.jpg\n  alt: Children in a field`, 'Text.'),
      file,
    );
    expect(code).toContain('import picture from "../../../assets/images/blog/en-4.jpg?card";');
    expect(code).toContain('"image": { picture, alt: "Children in a field" }');
    const exported = new Function(
      `const picture = 'P'; return (${code
        .replace(/^import .*\n/, '')
        .replace('export default ', '')
        .replace(/;\s*$/, '')});`,
    )();
    expect(exported).toEqual({
      slug: 'a-post',
      title: 'A title: with a colon',
      date: '2 Jun 2021',
      number: 3,
      summary: "It's short.",
      image: { picture: 'P', alt: 'Children in a field' },
      body: ['Text.'],
    });
  });

  it('has no import when the post has no picture', () => {
    expect(postModule(post('lang: mr\ntitle: शेती', 'मजकूर.'), file)).toMatch(/^export default \{/);
  });
});
