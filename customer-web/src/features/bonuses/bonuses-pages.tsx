import { Alert, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BonusList } from '../../components/bonus-list';
import { Page } from '../../components/page';
import { affordable, BONUS_POINTS, bonusByUuid, bonusesOf } from '../../lib/bonuses';
import { BonusesNav } from './bonuses-nav';
import './i18n';

function Points() {
  const { t } = useTranslation('bonuses');
  return (
    <Typography variant="h5" component="p">
      {t('points', { points: BONUS_POINTS })}
    </Typography>
  );
}

/** rewards: the bonuses tab's default, the rewards the account's points go on. */
export function RewardsPage() {
  const { t } = useTranslation('bonusesTab');
  return (
    <Page title={t('rewards')}>
      <BonusesNav />
      <Points />
      <BonusList title={t('yours')} bonuses={bonusesOf('your-rewards')} />
    </Page>
  );
}

/** gifts: the other gifts the points can buy. */
export function GiftsPage() {
  const { t } = useTranslation('bonusesTab');
  return (
    <Page title={t('gifts')}>
      <BonusesNav />
      <Points />
      <BonusList title={t('other')} bonuses={bonusesOf('other-gifts')} />
    </Page>
  );
}

/** bonuses/{uuid}: one bonus, what it costs and whether the account's points cover it. */
export function BonusPage() {
  const { t } = useTranslation('bonusesTab');
  const { t: b } = useTranslation('bonuses');
  const bonus = bonusByUuid(useParams().uuid);
  const back = (
    <Button component={Link} to={bonus?.category === 'other-gifts' ? '/profile/gifts' : '/profile/rewards'}>
      {bonus?.category === 'other-gifts' ? t('gifts') : t('back')}
    </Button>
  );
  if (!bonus)
    return (
      <Page title={t('rewards')}>
        <Alert severity="info">{t('notFound')}</Alert>
        {back}
      </Page>
    );
  return (
    <Page title={b(`items.${bonus.id}`)}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography>{b('cost', { points: bonus.cost, group: b(`groups.${bonus.group}`) })}</Typography>
        <Points />
        <Typography>
          {affordable(bonus) ? t('enough') : t('short', { points: bonus.cost - BONUS_POINTS })}
        </Typography>
        {back}
      </Stack>
    </Page>
  );
}
