import { Box, Button, Chip, List, ListItem, ListItemText, Stack } from '@mui/material';
import { formatNzd } from '@portal/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SpendLimitForm } from './spend-limit-form';

export interface MemberRow {
  key: string;
  name: string;
  detail?: string;
  isLeader: boolean;
  spendLimitCents?: number | undefined;
}

/**
 * A group's members with their roles. The group's owner also removes members and sets their spend limits; the
 * leader's own row has neither.
 */
export function MembersList({
  label,
  members,
  owner,
  onRemove,
  onSpendLimit,
  busy,
}: {
  label: string;
  members: readonly MemberRow[];
  owner: boolean;
  onRemove: (member: MemberRow) => void;
  onSpendLimit: (member: MemberRow, cents: number) => Promise<unknown>;
  busy: boolean;
}) {
  const { t } = useTranslation('groups');
  const [editing, setEditing] = useState<string | undefined>();
  return (
    <List aria-label={label}>
      {members.map((m) => (
        <ListItem key={m.key} divider sx={{ flexWrap: 'wrap' }}>
          <ListItemText
            primary={m.name}
            secondary={[
              m.detail,
              m.spendLimitCents === undefined
                ? undefined
                : t('spendLimit', { amount: formatNzd(m.spendLimitCents) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          />
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Chip label={m.isLeader ? t('leader') : t('member')} color={m.isLeader ? 'primary' : 'default'} />
            {owner && !m.isLeader && (
              <>
                <Button onClick={() => setEditing(editing === m.key ? undefined : m.key)}>
                  {t('editLimit', { name: m.name })}
                </Button>
                <Button color="error" disabled={busy} onClick={() => onRemove(m)}>
                  {t('remove', { name: m.name })}
                </Button>
              </>
            )}
          </Stack>
          {editing === m.key && (
            <Box sx={{ width: '100%' }}>
              <SpendLimitForm
                name={m.name}
                cents={m.spendLimitCents}
                onSave={async (cents) => {
                  await onSpendLimit(m, cents);
                  setEditing(undefined);
                }}
              />
            </Box>
          )}
        </ListItem>
      ))}
    </List>
  );
}
