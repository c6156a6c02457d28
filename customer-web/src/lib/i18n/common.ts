/** Texts of the shell, shared components and errors. Features register their own namespaces. */
export const commonEn = {
  skipToContent: 'Skip to content',
  nav: {
    home: 'Home',
    profile: 'My profile',
    signIn: 'Sign in',
    signOut: 'Sign out',
    help: 'Help',
    chat: 'Chat with us',
    cartItems_one: 'item in your cart',
    cartItems_other: 'items in your cart',
    signUp: 'Sign up',
    menu: 'Menu',
    homeOf: '{{brand}} home',
    tabsLabel: 'Your account',
    more: 'More',
    breadcrumb: 'Breadcrumb',
    tabs: {
      'my-app-home': 'Home',
      'personal-data': 'Personal data',
      plans: 'Plans',
      store: 'Store',
      'my-orders': 'My orders',
      broadband: 'Broadband',
      bonuses: 'Bonuses',
    },
  },
  language: { label: 'Language', en: 'English', 'mi-NZ': 'Te reo Māori' },
  actions: {
    confirm: 'Confirm',
    cancel: 'Cancel',
    close: 'Close',
    ok: 'OK',
    retry: 'Try again',
    save: 'Save',
    back: 'Back',
  },
  dialogs: { errorTitle: 'Something went wrong', successTitle: 'Done', confirmTitle: 'Are you sure?' },
  loading: 'Loading…',
  chart: { asTable: 'Show as table', figures: 'The chart’s figures' },
  pager: { previous: 'Previous', next: 'Next', page: 'Page {{page}}' },
  errors: {
    generic: 'An error occurred',
    tryLater: 'Please try again later',
    somethingWrong: 'Something went wrong. Please try again',
    network: 'Network error',
    timeout: 'The answer took too long to come.',
    retryAfter_one: 'Please try again in {{count}} second.',
    retryAfter_other: 'Please try again in {{count}} seconds.',
    retryAfterMinutes_one: 'Please try again in {{count}} minute.',
    retryAfterMinutes_other: 'Please try again in {{count}} minutes.',
    sessionEnded: 'Your session has ended. Please sign in again to carry on where you were.',
    offline:
      'You are offline. What is shown may be out of date; the page carries on when you are back online.',
    consoleLogin: 'This login is for the provider console. Please sign in with a customer login.',
  },
  redirect: {
    countdown_one: 'Taking you to {{place}} in {{count}} second.',
    countdown_other: 'Taking you to {{place}} in {{count}} seconds.',
  },
  notFound: {
    title: "Your page wasn't found",
    body: 'The page may have moved, or the link may be wrong.',
    home: 'Go to the home page',
  },
};

type Catalog<T> = { [K in keyof T]?: T[K] extends string ? string : Catalog<T[K]> };

/** Partly translated: untranslated keys fall back to English. */
export const commonMi: Catalog<typeof commonEn> = {
  skipToContent: 'Peke ki te ihirangi',
  nav: {
    home: 'Kāinga',
    profile: 'Taku kōtaha',
    signIn: 'Takiuru',
    signOut: 'Takiputa',
    help: 'Āwhina',
    chat: 'Kōrero mai',
    signUp: 'Waitohu',
    more: 'Ētahi atu',
    tabs: { 'my-app-home': 'Kāinga', plans: 'Ngā mahere', 'my-orders': 'Aku ota' },
  },
  language: { label: 'Reo' },
  actions: { cancel: 'Whakakore', close: 'Kati', save: 'Tiaki', back: 'Hoki' },
  loading: 'E uta ana…',
  pager: { previous: 'Tōmua', next: 'Panuku', page: 'Whārangi {{page}}' },
  notFound: { home: 'Haere ki te whārangi kāinga' },
  errors: {
    timeout: 'I roa rawa te whakautu e tae mai ana.',
    retryAfter_one: 'Tēnā, whakamātau anō ā te {{count}} hēkona.',
    retryAfter_other: 'Tēnā, whakamātau anō ā ngā {{count}} hēkona.',
    retryAfterMinutes_one: 'Tēnā, whakamātau anō ā te {{count}} meneti.',
    retryAfterMinutes_other: 'Tēnā, whakamātau anō ā ngā {{count}} meneti.',
    sessionEnded: 'Kua mutu tō wātū. Tēnā, takiuru anō kia haere tonu i te wāhi i a koe.',
    offline:
      'Kāore koe i te tuihono. Tērā pea kua tawhito ngā mea e whakaaturia ana; ka haere tonu te whārangi ina hoki mai koe ki te ipurangi.',
  },
};

export type { Catalog };
