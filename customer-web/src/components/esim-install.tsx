import { Box, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './sim-activation-i18n';

/** An eSIM's activation code as text and as a QR code to scan; the QR library loads only where one is shown. */
export function EsimInstall({ code }: { code: string }) {
  const { t } = useTranslation('simActivation');
  const [image, setImage] = useState<string>();
  useEffect(() => {
    let current = true;
    void import('qrcode').then(async (qr) => {
      const url = await qr.toDataURL(code, { margin: 2, width: 220 });
      if (current) setImage(url);
    });
    return () => {
      current = false;
    };
  }, [code]);
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h2">
        {t('esim.title')}
      </Typography>
      <Typography>{t('esim.lead')}</Typography>
      <Box sx={{ minHeight: 220 }}>
        {image && <img src={image} width={220} height={220} alt={t('esim.qrAlt')} />}
      </Box>
      <Typography>
        {t('esim.code')}:{' '}
        <Box component="code" sx={{ wordBreak: 'break-all' }}>
          {code}
        </Box>
      </Typography>
    </Stack>
  );
}
