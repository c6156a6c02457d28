import type { Examples } from '../harness';

export const helpExamples: Examples = {
  'help.collections': { query: { per_page: '150' }, badQuery: { per_page: '500' } },
  'help.articles': { query: { page: '1', per_page: '150' }, badQuery: { page: 'first' } },
  'help.search': {
    query: { phrase: 'roaming', state: 'published' },
    // Drafts are never served.
    badQuery: { phrase: 'roaming', state: 'draft' },
  },
};
