import { Box, Typography } from '@mui/material';
import { displayMsisdn, type MobileGroupInfo } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { ErrorBanner } from '../../components/error-banner';
import { ListSkeleton } from '../../components/content-skeleton';
import { Page } from '../../components/page';
import { useCustomerUUID } from '../../lib/account';
import { useCurrentMobileProduct } from '../../lib/mobile-products';
import { GroupMembersSection } from './group-members-section';
import { GroupSettings } from './group-settings';
import { InviteForm } from './invite-form';
import { InvitesPanel } from './invites-panel';
import { useLeaveMobileGroup } from './use-leave-mobile-group';
import { useMobileGroupSettings } from './use-mobile-group-settings';
import { useMobileGroups } from './use-mobile-groups';
import { useMobileSpendLimit } from './use-mobile-spend-limit';
import { useRemoveMobile } from './use-remove-mobile';
import './i18n';

/** One mobile group: its settings, its member SIMs, and leaving it. */
function MobileGroupCard({ info }: { info: MobileGroupInfo }) {
  const { t } = useTranslation('groups');
  const customerUUID = useCustomerUUID();
  const leave = useLeaveMobileGroup();
  const remove = useRemoveMobile();
  const spendLimit = useMobileSpendLimit();
  const settings = useMobileGroupSettings();
  const group = info.MobileGroup;
  const members = info.MobileGroupMembers;
  const mine = members.find((m) => m.CustomerUUID === customerUUID);
  const ownerOf = (product: string) =>
    members.find((m) => m.MobileProductUUID === product)?.CustomerUUID ?? '';
  const error = leave.error ?? remove.error ?? settings.error;
  return (
    <Box component="section" aria-label={t('mobileTitle')} sx={{ mb: 3 }}>
      {error && <ErrorBanner error={error} />}
      <GroupSettings
        group={group}
        leader={info.is_group_owner}
        busy={settings.isPending}
        onChange={(setting, value) => settings.mutate({ MobileGroupUUID: group.UUID, [setting]: value })}
      />
      <GroupMembersSection
        count={info.members_total_items_count}
        owner={info.is_group_owner}
        removing={remove.isPending}
        members={members.map((m) => ({
          key: m.MobileProductUUID,
          name: `${m.Name} (${displayMsisdn(m.MSISDN)})`,
          ...(m.PaidByLeader ? { detail: t('paidByLeader') } : {}),
          isLeader: m.is_leader,
          spendLimitCents: m.SpendLimitCents,
        }))}
        onRemove={(m) =>
          remove.mutate({
            MobileGroupUUID: group.UUID,
            OtherCustomerUUID: ownerOf(m.key),
            OtherMobileProductUUID: m.key,
          })
        }
        onSpendLimit={(m, cents) =>
          spendLimit.mutateAsync({
            MobileGroupUUID: group.UUID,
            OtherCustomerUUID: ownerOf(m.key),
            OtherMobileProductUUID: m.key,
            SpendLimitCents: cents,
          })
        }
        leaving={leave.isPending}
        onLeave={
          mine &&
          (() => leave.mutate({ MobileGroupUUID: group.UUID, MobileProductUUID: mine.MobileProductUUID }))
        }
      />
    </Box>
  );
}

/**
 * mobile-groups: the mobile groups of the account's SIMs with their plan-kind settings and members, the mobile group
 * invites, and inviting someone to the current SIM's group.
 */
export function MobileGroupsPage() {
  const { t } = useTranslation('groups');
  const groups = useMobileGroups();
  const { product, isPending } = useCurrentMobileProduct();
  if (groups.isPending || isPending) return <ListSkeleton />;
  const infos = groups.data?.MobileGroupInfos ?? [];
  return (
    <Page title={t('mobileTitle')}>
      <Typography sx={{ mb: 2 }}>{t('mobileIntro')}</Typography>
      {groups.isError && <ErrorBanner error={groups.error} onRetry={() => groups.refetch()} />}
      {infos.length === 0 && !groups.isError && <Typography>{t('noMobileGroup')}</Typography>}
      {infos.map((info) => (
        <MobileGroupCard key={info.MobileGroup.UUID} info={info} />
      ))}
      {product ? (
        <>
          <InvitesPanel
            types={['MOBILEGROUP_INVITE', 'MOBILEGROUP_BILLING_INVITE']}
            productUUID={product.UUID}
          />
          <Typography>{t('inviteForm.fromSim', { number: displayMsisdn(product.MSISDN) })}</Typography>
          <InviteForm
            kinds={['MOBILEGROUP_INVITE', 'MOBILEGROUP_BILLING_INVITE']}
            productUUID={product.UUID}
          />
        </>
      ) : (
        <Typography>{t('noSim')}</Typography>
      )}
    </Page>
  );
}
