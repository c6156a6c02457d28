import { registerTranslations } from '../../lib/i18n';

registerTranslations('addresses', {
  en: {
    title: 'Delivery addresses',
    lead: 'Where we send SIM cards, modems and other orders.',
    none: 'You have no delivery address yet.',
    default: 'Default',
    makeDefault: 'Make default',
    remove: 'Delete',
    removeConfirm: 'Delete the address {{address}}?',
    add: 'Add an address',
    find: 'Find your address',
    findHint: 'Start typing the street address, for example 15 Oriental Parade',
    description: 'Label (optional), for example Home or Work',
    submit: 'Add address',
    added: 'Address added',
    pages: 'Address pages',
  },
  'mi-NZ': {
    title: 'Ngā wāhi tuku',
    none: 'Kāore anō koe kia whai wāhi tuku.',
    default: 'Taunoa',
    makeDefault: 'Tautuhia hei taunoa',
    remove: 'Mukua',
    add: 'Tāpiri wāhi noho',
    find: 'Kimihia tō wāhi noho',
    submit: 'Tāpiri wāhi noho',
    added: 'Kua tāpirihia te wāhi noho',
  },
});
