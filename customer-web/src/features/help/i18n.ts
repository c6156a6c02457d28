import { registerTranslations } from '../../lib/i18n';

registerTranslations('help', {
  en: {
    title: 'Help centre',
    search: 'Search the help centre',
    searchButton: 'Search',
    results: 'Results for “{{phrase}}”',
    noResults: 'No articles match “{{phrase}}”. Try other words, or ask us in the chat.',
    categories: 'Browse by topic',
    empty: 'There are no help articles to show right now.',
    back: 'Help centre',
    articles: '{{count}} articles',
    chat: {
      open: 'Chat with us',
      title: 'Support chat',
      close: 'Close chat',
      greeting: 'Kia ora! Ask a question and we will find the help articles that answer it.',
      question: 'Your question',
      send: 'Send',
      answer: 'These articles may help:',
      noAnswer: 'We could not find an article for that. A person from our team will reply here soon.',
      signIn: 'Sign in to chat with us.',
      connecting: 'Connecting…',
    },
  },
  'mi-NZ': {
    title: 'Pokapū āwhina',
    search: 'Rapua te pokapū āwhina',
    searchButton: 'Rapua',
    categories: 'Tirohia mā te kaupapa',
    back: 'Pokapū āwhina',
    chat: {
      open: 'Kōrero mai',
      title: 'Kōrero tautoko',
      close: 'Katia te kōrero',
      question: 'Tō pātai',
      send: 'Tukua',
      signIn: 'Takiuru mai kia kōrero ki a mātou.',
    },
  },
});
