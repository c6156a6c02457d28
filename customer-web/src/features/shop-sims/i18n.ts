import { registerTranslations } from '../../lib/i18n';

registerTranslations('shopSims', {
  en: {
    multiTitle: 'Plans for more than one SIM',
    chooseKind: 'Choose the kind of plan',
    kindLine: '{{name}}: {{price}} per SIM per month, at least {{min}} SIMs',
    sim: 'SIM {{n}}',
    simType: 'SIM type',
    plan: 'Plan',
    noPlan: 'Choose a plan',
    esim: 'eSIM',
    physical: 'SIM card',
    addSim: 'Add another SIM',
    removeSim: 'Remove SIM {{n}}',
    addToCart: 'Add to cart',
    purchaseTitle: 'Buy a SIM',
    choosePlan: 'Choose a plan',
    chooseSim: 'Choose a SIM',
    allKinds: 'All plans for more than one SIM',
    numberTitle: 'Your number',
    numberQuestion: 'Which number will the SIM have?',
    newNumber: 'A new number',
    keepNumber: 'Keep my number from another provider',
    numberToKeep: 'Number to keep',
    continue: 'Continue',
    keeping: 'Keeping your number {{number}}',
  },
  'mi-NZ': {
    addToCart: 'Tāpiri ki te kete',
    purchaseTitle: 'Hokona he SIM',
  },
});
