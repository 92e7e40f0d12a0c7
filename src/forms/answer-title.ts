/**
 * The `<title>` of a page that answers a form sent without JavaScript (issue 58, decision 104):
 * what became of it first ("Message sent"), then the page's own title, so that the first words
 * a screen reader reads of the new page, and the tab's name, say it. The page's title alone when
 * there is no answer to say.
 */
export const answerTitle = (answer: string | undefined, page: string): string =>
  answer ? `${answer} – ${page}` : page;
