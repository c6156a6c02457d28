import { FormControlLabel, FormGroup, Switch, Typography } from '@mui/material';
import {
  GROUP_SETTINGS,
  PLAN_KIND_SETTINGS,
  type GroupSetting,
  type StoredMobileGroup,
} from '@portal/shared';
import { useTranslation } from 'react-i18next';

/**
 * A mobile group's SIM settings as its plan kind shows them: hidden ones are left out, and only the leader changes
 * the editable ones.
 */
export function GroupSettings({
  group,
  leader,
  onChange,
  busy,
}: {
  group: StoredMobileGroup;
  leader: boolean;
  onChange: (setting: GroupSetting, value: boolean) => void;
  busy: boolean;
}) {
  const { t } = useTranslation('groups');
  const rules = PLAN_KIND_SETTINGS[group.PlanKind];
  return (
    <section aria-label={t('settings.title')}>
      <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
        {t('settings.title')}
      </Typography>
      <Typography>{t('planKind', { kind: t(`planKinds.${group.PlanKind}`) })}</Typography>
      <FormGroup>
        {GROUP_SETTINGS.map((setting) => {
          const rule = rules[setting];
          if (!rule.shown) return null;
          return (
            <FormControlLabel
              key={setting}
              label={t(`settings.${setting}`)}
              control={
                <Switch
                  checked={group[setting]}
                  disabled={!leader || !rule.editable || busy}
                  onChange={(e) => onChange(setting, e.target.checked)}
                />
              }
            />
          );
        })}
      </FormGroup>
      <Typography>{t('settings.minSims', { count: rules.MinSimsAvailable })}</Typography>
      {rules.AdvancedOptions && <Typography>{t('settings.advanced')}</Typography>}
    </section>
  );
}
