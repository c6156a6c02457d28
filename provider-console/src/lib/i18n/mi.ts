/**
 * Te reo Māori, partly translated (002 text notes): keys not here show in English. Loaded only when chosen.
 */
export const mi = {
  ra: {
    action: {
      save: 'Tiaki',
      cancel: 'Whakakore',
      delete: 'Muku',
      edit: 'Whakatika',
      show: 'Whakaatu',
      create: 'Hanga',
      search: 'Rapu',
      export: 'Kaweake',
      undo: 'Wetekina',
      close: 'Kati',
      add_filter: 'Tāpiri tātari',
      refresh: 'Whakahou',
    },
    auth: { username: 'Īmēra', password: 'Kupuhipa', sign_in: 'Takiuru', logout: 'Takiputa' },
    page: { dashboard: 'Papatohu', list: '%{name}', loading: 'E uta ana' },
    navigation: { no_results: 'Kāore he hua' },
  },
  resources: {
    UFB_order: { name: 'Ota muka |||| Ngā ota muka' },
    UFB: { name: 'Ratonga muka |||| Ngā ratonga muka' },
    UFB_plan: { name: 'Mahere muka |||| Ngā mahere muka' },
    lfc_product: { name: 'Hua LFC |||| Ngā hua LFC' },
    customer: { name: 'Kiritaki |||| Ngā kiritaki' },
  },
  console: {
    menu: 'Tahua',
    language_now: 'Reo: %{name}',
    dashboard: {
      title: 'Papatohu',
      attention: 'Ngā ota me aro',
      today: 'Ngā wā whakarite o tēnei rā',
    },
    notes: { title: 'Ngā tuhipoka', add: 'Tāpiri tuhipoka' },
    appointment: { book: 'Whakarite wā', title: 'Wā whakarite' },
    deleted: { restore: 'Whakahokia' },
  },
};
