import CallOutlined from '@mui/icons-material/CallOutlined';
import DataUsageOutlined from '@mui/icons-material/DataUsageOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import RedeemOutlined from '@mui/icons-material/RedeemOutlined';
import SmsOutlined from '@mui/icons-material/SmsOutlined';
import { Box } from '@mui/material';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { AllowanceKind } from '@portal/shared';
import './i18n';

const PICTURES: Record<AllowanceKind | 'other', ComponentType<{ fontSize?: 'medium' }>> = {
  data: DataUsageOutlined,
  voice: CallOutlined,
  sms: SmsOutlined,
  mms: ImageOutlined,
  idd_voice: PublicOutlined,
  idd_sms: PublicOutlined,
  other: RedeemOutlined,
};

/** The addon's picture: what it gives, drawn in the brand's tint beside its name. */
export function AddonPicture({ kind }: { kind: AllowanceKind | 'other' }) {
  const { t } = useTranslation('mobile-addons');
  const Picture = PICTURES[kind];
  return (
    <Box
      role="img"
      aria-label={t(`pictures.${kind}`)}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 40,
        height: 40,
        borderRadius: 2,
        bgcolor: 'action.selected',
        color: 'primary.main',
        flexShrink: 0,
      }}
    >
      <Picture fontSize="medium" />
    </Box>
  );
}
