import { Typography } from '@mui/material';
import { formatNzd } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../components/error-banner';
import { ListSkeleton } from '../../components/content-skeleton';
import { Page } from '../../components/page';
import { GroupMembersSection } from './group-members-section';
import { InviteForm } from './invite-form';
import { InvitesPanel } from './invites-panel';
import { useCustomerGroup } from './use-customer-group';
import { useCustomerSpendLimit } from './use-customer-spend-limit';
import { useLeaveCustomerGroup } from './use-leave-customer-group';
import { useRemoveCustomer } from './use-remove-customer';
import './i18n';

/**
 * customer-groups: the account's companion or family group (members, roles, the price per person), its invites,
 * and inviting someone. The leader removes members and sets their spend limits; a member can leave.
 */
export function CustomerGroupsPage() {
  const { t } = useTranslation('groups');
  const group = useCustomerGroup();
  const leave = useLeaveCustomerGroup();
  const remove = useRemoveCustomer();
  const spendLimit = useCustomerSpendLimit();
  if (group.isPending) return <ListSkeleton />;
  const info = group.data;
  const groupUUID = info?.CustomerGroup.UUID ?? '';
  const changeError = leave.error ?? remove.error;
  return (
    <Page title={t('customerTitle')}>
      <Typography sx={{ mb: 2 }}>{t('customerIntro')}</Typography>
      {group.isError && <ErrorBanner error={group.error} onRetry={() => group.refetch()} />}
      {changeError && <ErrorBanner error={changeError} />}
      {!info && !group.isError && <Typography>{t('noGroup')}</Typography>}
      {info && (
        <section aria-labelledby="your-group">
          <Typography variant="h5" component="h2" id="your-group">
            {t(`kind.${info.CustomerGroup.Kind}`)}
          </Typography>
          {info.PricePerPersonCents !== undefined && (
            <Typography sx={{ fontWeight: 'bold' }}>
              {t('pricePerPerson', { price: formatNzd(info.PricePerPersonCents) })}
            </Typography>
          )}
          <GroupMembersSection
            count={info.members_total_items_count}
            owner={info.is_group_owner}
            removing={remove.isPending}
            members={info.CustomerGroupMembers.map((m) => ({
              key: m.CustomerUUID,
              name: m.Name,
              isLeader: m.is_leader,
              spendLimitCents: m.SpendLimitCents,
            }))}
            onRemove={(m) => remove.mutate({ CustomerGroupUUID: groupUUID, OtherCustomerUUID: m.key })}
            onSpendLimit={(m, cents) =>
              spendLimit.mutateAsync({
                CustomerGroupUUID: groupUUID,
                OtherCustomerUUID: m.key,
                SpendLimitCents: cents,
              })
            }
            leaving={leave.isPending}
            onLeave={() => leave.mutate({ CustomerGroupUUID: groupUUID })}
          />
        </section>
      )}
      <InvitesPanel types={['GROUP_INVITE']} />
      {(!info || info.is_group_owner) && <InviteForm kinds={['COMPANION', 'GROUP_INVITE', 'ENTERPRISE']} />}
    </Page>
  );
}
