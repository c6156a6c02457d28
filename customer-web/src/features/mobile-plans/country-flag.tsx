import { Box } from '@mui/material';
import type { InternationalRate } from '@portal/shared';
// prettier-ignore
import { AE, AU, CA, CK, CN, DE, FJ, GB, IE, IN, JP, KI, KR, NC, NU, PF, PG, PH, SG, TO, US, VN, WS, ZA } from 'country-flag-icons/react/3x2';

// Pictures, not the flag emoji: Windows has no flag glyphs and shows the two letters instead.
// prettier-ignore
const FLAGS: Record<string, typeof AU> = { AE, AU, CA, CK, CN, DE, FJ, GB, IE, IN, JP, KI, KR, NC, NU, PF, PG, PH, SG, TO, US, VN, WS, ZA };

/** A rated country's flag, decorative beside its name; nothing for a country without one. */
export function CountryFlag({ rate }: { rate: InternationalRate }) {
  const Flag = FLAGS[rate.iso];
  if (!Flag) return null;
  return (
    <Box
      component={Flag}
      aria-hidden="true"
      sx={{
        width: 24,
        height: 16,
        mr: 1.5,
        verticalAlign: 'middle',
        borderRadius: 0.5,
        boxShadow: 1,
        flexShrink: 0,
      }}
    />
  );
}
