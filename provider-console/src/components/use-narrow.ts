import { useMediaQuery, type Theme } from '@mui/material';

/** A phone-sized screen, where lists show one line per record and filters open in a drawer. */
export const useNarrow = () => useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
