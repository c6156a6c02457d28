import { Box } from '@mui/material';
import { useMemo, useState } from 'react';
import type { Pointer } from './driver';

type PointerBox = { x: number; y: number; width: number; height: number };

/** The pointer's place, and the handle the driver moves it with. */
export function usePointer() {
  const [box, setBox] = useState<PointerBox>();
  const api = useMemo<Pointer>(() => ({ show: setBox, hide: () => setBox(undefined) }), []);
  return { box, api };
}

/** Where the story acts: a highlight around the element and a pointer at its middle. Decoration only. */
export function StoryPointer({ pointer }: { pointer: ReturnType<typeof usePointer> }) {
  const { box } = pointer;
  if (!box) return null;
  const move = {
    transition: 'all 250ms ease-out',
    '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
  };
  return (
    <Box aria-hidden="true" sx={{ position: 'fixed', inset: 0, pointerEvents: 'none', zIndex: 2000 }}>
      <Box
        data-testid="story-highlight"
        sx={{
          position: 'absolute',
          left: box.x - 4,
          top: box.y - 4,
          width: box.width + 8,
          height: box.height + 8,
          border: '3px solid #ffab00',
          borderRadius: 1,
          boxShadow: '0 0 0 4px rgba(255,171,0,0.25)',
          ...move,
        }}
      />
      <Box
        sx={{
          position: 'absolute',
          left: box.x + box.width / 2,
          top: box.y + box.height / 2,
          width: 18,
          height: 18,
          borderRadius: '50%',
          bgcolor: 'rgba(74,20,140,0.85)',
          border: '2px solid #fff',
          ...move,
        }}
      />
    </Box>
  );
}
