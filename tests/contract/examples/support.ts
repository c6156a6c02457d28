import type { Examples } from '../harness';

export const supportExamples: Examples = {
  'support.login': (ids) => ({
    as: 'ana',
    params: { uuid: ids.customer.ana },
    query: { platform: 'web' },
    badQuery: { platform: 'fax' },
  }),
};
