import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { inviteForm, type InviteKind, type InviteRequestInput } from '@portal/shared';
import { Form, SelectInput, SubmitButton, TextInput } from '../../components/form';
import { useInvite } from './use-invite';

/** The invite of each kind the form offers, as the API takes it. */
function inviteOf(kind: InviteKind, productUUID?: string): Omit<InviteRequestInput, 'RequestedTo'> {
  if (kind === 'COMPANION' || kind === 'ENTERPRISE')
    return { ApprovalType: 'GROUP_INVITE', ResourceDetails: kind };
  if (kind === 'GROUP_INVITE') return { ApprovalType: 'GROUP_INVITE' };
  return { ApprovalType: kind, ...(productUUID ? { RequestedByProductUUID: productUUID } : {}) };
}

/** Invites a customer by email to a group of one of these kinds (mobile ones from the given SIM). */
export function InviteForm({ kinds, productUUID }: { kinds: readonly InviteKind[]; productUUID?: string }) {
  const { t } = useTranslation('groups');
  const invite = useInvite();
  const options = kinds.map((k) => ({
    value: k,
    label: t(`inviteForm.kinds.${k}`),
  }));
  return (
    <Form
      title={t('inviteForm.title')}
      schema={inviteForm}
      defaultValues={{ RequestedTo: '', Kind: kinds[0] }}
      resetOnSuccess
      onSubmit={(values) =>
        invite.mutateAsync({ RequestedTo: values.RequestedTo, ...inviteOf(values.Kind, productUUID) })
      }
    >
      {invite.isSuccess && <Alert severity="success">{t('inviteForm.sent')}</Alert>}
      <TextInput
        name="RequestedTo"
        type="email"
        label={t('inviteForm.email')}
        slotProps={{ htmlInput: { autoComplete: 'off' } }}
      />
      <SelectInput name="Kind" label={t('inviteForm.kind')} options={options} />
      <SubmitButton>{t('inviteForm.submit')}</SubmitButton>
    </Form>
  );
}
