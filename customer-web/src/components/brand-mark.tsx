import { Box, useTheme } from '@mui/material';
import { brandFor, brandMarkUrl } from '@portal/shared';

const brand = brandFor();

/** The provider's mark in the current scheme's colours, announced by the brand's name. */
export function BrandMark({ size = 32 }: { size?: number }) {
  const mode = useTheme().palette.mode;
  return (
    <Box
      component="img"
      src={brandMarkUrl(brand, mode)}
      alt={brand.name}
      width={size}
      height={size}
      data-brand-mark=""
      sx={{ display: 'block', flexShrink: 0 }}
    />
  );
}
