import { Alert, Button } from '@mui/material';
import { errorText } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { useDownload } from './use-download';

/** Saves the document's PDF; says where it went wrong when it could not. */
export function DownloadButton({ file }: { file: { invoice: string } | { receipt: string } }) {
  const { t } = useTranslation('invoices');
  const download = useDownload();
  return (
    <>
      <Button variant="contained" disabled={download.isPending} onClick={() => download.mutate(file)}>
        {t('download')}
      </Button>
      {download.isSuccess && (
        <Alert severity="success" sx={{ mt: 2 }}>
          {t('downloaded', { name: download.data })}
        </Alert>
      )}
      {download.isError && (
        <Alert severity="error" role="alert" sx={{ mt: 2 }}>
          {errorText(download.error)}
        </Alert>
      )}
    </>
  );
}
