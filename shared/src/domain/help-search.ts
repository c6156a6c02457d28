/** Words that say nothing about what is asked ("how do I ...?"), left out of a phrase unless nothing else remains. */
const STOP_WORDS = new Set(
  (
    'a an and are as at be but by can do does for from get got have how i if in into is it me my no not of on ' +
    'or our so that the their there this to us was we what when where which who why will with you your'
  ).split(' '),
);

/** Lower case without diacritics, so "maori" finds "Māori". */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The words of a search phrase that carry meaning. */
export function searchTerms(phrase: string): string[] {
  const words = foldText(phrase).match(/[\p{L}\p{N}]+/gu) ?? [];
  const meaningful = words.filter((w) => !STOP_WORDS.has(w) && w.length > 1);
  return [...new Set(meaningful.length ? meaningful : words)];
}

export interface SearchableArticle {
  title: string;
  description: string;
  /** HTML. */
  body: string;
}

const plain = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ');

/**
 * Help search by phrase: articles that contain any word of the phrase, best first. A word in the title counts
 * most, then the description, then the body; an article holding every word ranks above one holding some.
 */
export function rankArticles<T extends SearchableArticle>(articles: readonly T[], phrase: string): T[] {
  const terms = searchTerms(phrase);
  if (!terms.length) return [];
  const scored = articles.map((article, index) => {
    const title = foldText(article.title);
    const description = foldText(article.description);
    const body = foldText(plain(article.body));
    let score = 0;
    let matched = 0;
    for (const term of terms) {
      const here =
        (title.includes(term) ? 5 : 0) + (description.includes(term) ? 2 : 0) + (body.includes(term) ? 1 : 0);
      if (here) matched++;
      score += here;
    }
    if (matched === terms.length) score += 10 * terms.length;
    return { article, index, score };
  });
  return scored
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((s) => s.article);
}
