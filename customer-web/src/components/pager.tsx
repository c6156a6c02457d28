import { Box, Button } from '@mui/material';
import { pageWindow } from '@portal/shared';
import { useTranslation } from 'react-i18next';

/**
 * The pager of a paged list: the current page and up to 4 pages either side of it, with previous and
 * next. Hidden while there is one page.
 */
export function Pager({
  page,
  pages,
  label,
  onChange,
}: {
  page: number;
  pages: number;
  label: string;
  onChange(page: number): void;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const view = pageWindow(page, pages);
  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 0.5, my: 2 }}
    >
      <Button disabled={!view.hasPrevious} onClick={() => onChange(view.current - 1)}>
        {t('pager.previous')}
      </Button>
      {view.shown.map((p) => (
        <Button
          key={p}
          variant={p === view.current ? 'contained' : 'text'}
          aria-current={p === view.current ? 'page' : undefined}
          aria-label={t('pager.page', { page: p })}
          onClick={() => onChange(p)}
          sx={{ minWidth: 44 }}
        >
          {p}
        </Button>
      ))}
      <Button disabled={!view.hasNext} onClick={() => onChange(view.current + 1)}>
        {t('pager.next')}
      </Button>
    </Box>
  );
}
