import { Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Bonus } from '../lib/bonuses';

/** A titled list of loyalty bonuses, each opening its own page. */
export function BonusList({ title, bonuses }: { title: string; bonuses: readonly Bonus[] }) {
  const { t } = useTranslation('bonuses');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography variant="h6" component="h2" id={headingId} sx={{ mt: 3, mb: 1 }}>
        {title}
      </Typography>
      <Stack spacing={1}>
        {bonuses.map((b) => (
          <Card key={b.uuid} variant="outlined">
            <CardActionArea component={Link} to={`/profile/bonuses/${b.uuid}`}>
              <CardContent>
                <Typography sx={{ fontWeight: 600 }}>{t(`items.${b.id}`)}</Typography>
                <Typography variant="body2">
                  {t('cost', { points: b.cost, group: t(`groups.${b.group}`) })}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Stack>
    </section>
  );
}
