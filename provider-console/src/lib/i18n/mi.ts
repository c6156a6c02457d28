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
    // Orders created elsewhere while the list is open, loaded on a click.
    live: { new_orders: '%{smart_count} ota hou |||| %{smart_count} ota hou' },
    menu: 'Tahua',
    language_now: 'Reo: %{name}',
    dashboard: {
      title: 'Papatohu',
      attention: 'Ngā ota me aro',
      today: 'Ngā wā whakarite o tēnei rā',
    },
    notes: { title: 'Ngā tuhipoka', add: 'Tāpiri tuhipoka' },
    appointment: { book: 'Whakarite wā', title: 'Wā whakarite', times: 'Ngā wā wātea' },
    deleted: { restore: 'Whakahokia' },
    failure: {
      load_title: 'Kāore i taea te uta i %{name}',
      retry: 'Whakamātau anō',
      timeout: 'He roa rawa te tūmau e whakautu ana.',
      network: 'I motu te hononga i mua i te whakautu a te tūmau.',
      malformed: 'Kāore i taea te pānui i te whakautu a te tūmau.',
      rate_limited_wait:
        'He nui rawa ngā tono: e tono ana te tūmau kia tatari %{wait} i mua i te whakamātau anō.',
      rate_limited: 'He nui rawa ngā tono: tatari mō tētahi wā poto i mua i te whakamātau anō.',
      seconds: '%{smart_count} hēkona',
      minutes: '%{smart_count} meneti',
      server: 'Kāore i taea e te tūmau te whakautu (hapa %{status}).',
      server_said: 'Kāore i taea e te tūmau te whakautu (hapa %{status}): %{text}',
      not_loaded: 'Kāore i utaina',
      offline: 'Kua motu tō hononga. Ka uta anō te papatohu ina hoki mai te hononga.',
      saved: 'Kāore ngā panoni i tiakina: %{reason}',
      unsaved_title: 'Kāore tō panoni ki %{name} i tiakina',
      unsaved_kept: 'Kei konei tonu āu i tuhi ai: whakatikaina anō hei tuku.',
      edit_again: 'Whakatika anō',
      note: 'Kāore te tuhipoka i tāpiritia: %{reason}',
      booked: 'Kāore te wā i whakaritea: %{reason}',
      purged: 'Kāore a %{name} i purea: %{reason}',
      restored: 'Kāore te pūkete i whakahokia: %{reason}',
    },
  },
};
