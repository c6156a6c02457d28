import type { Examples } from '../harness';

export const helpExamples: Examples = {
  'help.collections': { query: { per_page: '150' }, badQuery: { per_page: '500' } },
  'help.articles': { query: { page: '1', per_page: '150' }, badQuery: { page: 'first' } },
  'help.search': {
    query: { phrase: 'roaming', state: 'published' },
    // Drafts are never served.
    badQuery: { phrase: 'roaming', state: 'draft' },
  },
  'help.categoriesV1': { query: { per_page: '100' }, badQuery: { per_page: '150' } },
  'help.sectionsV1': { query: { page: '1' }, badQuery: { page: '0' } },
  'help.articlesV1': { query: { per_page: '100' }, badQuery: { per_page: '101' } },
  'help.searchV1': { query: { query: 'roaming' }, badQuery: { query: ' ' } },
};
