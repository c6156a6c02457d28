import { Box, keyframes } from '@mui/material';

const pulse = keyframes`0%,100%{transform:scale(.6);opacity:.5}50%{transform:scale(1);opacity:1}`;

/** Three pulsing dots. Loaded lazily; the loader shows a plain spinner if this chunk fails to load. */
export default function LoaderAnimation() {
  return (
    <Box aria-hidden sx={{ display: 'flex', gap: 1 }}>
      {[0, 1, 2].map((i) => (
        <Box
          key={i}
          sx={{
            width: 14,
            height: 14,
            borderRadius: '50%',
            bgcolor: 'primary.main',
            animation: `${pulse} 1s ease-in-out ${i * 0.15}s infinite`,
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        />
      ))}
    </Box>
  );
}
