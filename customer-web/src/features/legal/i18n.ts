import { registerTranslations } from '../../lib/i18n';

/** Section headings and paragraphs of each legal page; mi-NZ translates the headings and falls back elsewhere. */
registerTranslations('legal', {
  en: {
    updated: 'Last updated 1 November 2026',
    about: {
      title: 'About us',
      sections: [
        [
          'Who we are',
          'We are a New Zealand mobile and broadband provider. We run mobile plans on a national network and sell fibre (UFB) and fixed wireless broadband, with modems and installation arranged for you.',
        ],
        [
          'How to reach us',
          'Use the support chat in this portal, or read the help centre. Our team answers every day from 8am to 8pm.',
        ],
      ],
    },
    terms: {
      title: 'Terms of use',
      sections: [
        [
          'Your account',
          'Keep your sign-in details private. You are responsible for what is done with your account, including purchases and changes to your plans.',
        ],
        [
          'Payments',
          'Prices are in New Zealand dollars and include GST. Postpay plans are charged to your default card or billing route each month; prepay credit is used before it expires.',
        ],
        [
          'Fair use',
          'Plans are for personal use. We may manage traffic at busy times so that everyone gets a fair share of the network.',
        ],
        [
          'Ending your plan',
          'You can end a plan at any time from your account. Broadband plans on a fixed term may have an early termination fee, shown before you buy.',
        ],
      ],
      documents: 'Other terms',
      document: 'Terms: {{path}}',
      documentLead:
        'The terms published under “{{path}}”. This page is for testing and is not shown in production.',
    },
    privacy: {
      title: 'Privacy policy',
      sections: [
        [
          'What we collect',
          'Your name, contact details, the services you use, your usage records and payment details (cards are held by our payment provider; we keep only the last four digits).',
        ],
        [
          'Why',
          'To provide and bill your services, keep your account secure, answer your questions and meet our obligations under New Zealand law.',
        ],
        [
          'Your rights',
          'Under the Privacy Act 2020 you can ask to see and correct the information we hold about you. Use the support chat to ask.',
        ],
      ],
    },
  },
  'mi-NZ': {
    about: { title: 'Mō mātou' },
    terms: { title: 'Ngā ture whakamahi' },
    privacy: { title: 'Kaupapahere tūmataiti' },
  },
});
