import { Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MembersList } from './members-list';
import './i18n';

/**
 * A group's members under a heading that counts them, then the way out of the group: the leader leaving is worded
 * apart because it ends the group for everyone.
 */
export function GroupMembersSection({
  count,
  owner,
  members,
  removing,
  onRemove,
  onSpendLimit,
  leaving,
  onLeave,
}: Omit<Parameters<typeof MembersList>[0], 'label' | 'busy'> & {
  count: number;
  removing: boolean;
  leaving: boolean;
  /** Absent where the account has no place of its own in the group to leave. */
  onLeave?: (() => void) | undefined;
}) {
  const { t } = useTranslation('groups');
  return (
    <>
      <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
        {t('members', { count })}
      </Typography>
      <MembersList
        label={t('members', { count })}
        owner={owner}
        busy={removing}
        members={members}
        onRemove={onRemove}
        onSpendLimit={onSpendLimit}
      />
      {onLeave && (
        <Button color="error" variant="outlined" disabled={leaving} onClick={onLeave}>
          {owner ? t('leaveAsLeader') : t('leave')}
        </Button>
      )}
    </>
  );
}
