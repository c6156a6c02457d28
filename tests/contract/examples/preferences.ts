import type { Examples } from '../harness';

export const preferenceExamples: Examples = {
  'preferences.getUser': { as: 'ana', params: { spid: '68' } },
  'preferences.setUser': {
    as: 'ana',
    params: { spid: '68' },
    body: { lang: 'mi-NZ' },
    badBody: { lang: 'fr' },
  },
  'preferences.getCustomer': (ids) => ({ as: 'ana', params: { uuid: ids.customer.ana } }),
  'preferences.setCustomer': (ids) => ({
    as: 'ana',
    params: { uuid: ids.customer.ana },
    body: { HideExternalIDPromt: true },
    badBody: { HideExternalIDPromt: 'yes' },
  }),
};
