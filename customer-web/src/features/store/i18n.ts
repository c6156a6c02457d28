import { registerTranslations } from '../../lib/i18n';

registerTranslations('store', {
  en: {
    title: 'Store',
    handsets: {
      title: 'Sample handsets',
      lead: 'Phones that work with our SIMs and eSIMs, in every colour and size they come in.',
      storage: 'Storage',
      sims: 'SIMs',
      anyStorage: 'Any storage',
      anySims: 'Any SIMs',
      simCount_one: '1 SIM',
      simCount_other: '{{count}} SIMs',
      none: 'No handset comes with that storage and SIM count. Try another filter.',
      from: 'From {{price}}',
      dualSim: 'Dual SIM',
      singleSim: 'Single SIM',
      colourOf: 'Colour of {{name}}',
      picture: '{{name}} in {{colour}}',
      getSim: 'Get a SIM for your phone',
      themes: {
        pink: 'Pink',
        blue: 'Blue',
        green: 'Green',
        midnight: 'Midnight',
        red: 'Red',
        starlight: 'Starlight',
      },
    },
  },
  'mi-NZ': { title: 'Toa' },
});
