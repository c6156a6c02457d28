import { Box, ButtonBase } from '@mui/material';
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

interface Props {
  /** The chosen tab's id; none when the filter matches no tab. */
  value: string | false;
  tabs: readonly { id: string; label: ReactNode }[];
  onChange(id: string): void;
  'aria-label': string;
}

/** Scrolls the row sideways, not the page, until the tab is wholly in view. */
const showWhole = (tab: HTMLElement | null | undefined) =>
  tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });

const MOVES: Record<string, (at: number, count: number) => number> = {
  ArrowRight: (at, count) => (at + 1) % count,
  ArrowLeft: (at, count) => (at - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * A row of tabs that filter what is below them, as a tab list: one tab in the Tab order, the arrow keys (and Home,
 * End) move between them, Enter or Space chooses. Drawn with the button base every page already loads, it weighs a
 * fraction of MUI's Tabs (scroll buttons, a measured sliding indicator); on a narrow screen the row scrolls sideways.
 */
export function TabRow({ value, tabs, onChange, 'aria-label': label }: Props) {
  const row = useRef<HTMLDivElement>(null);
  const focusable = Math.max(
    0,
    tabs.findIndex((t) => t.id === value),
  );
  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    const buttons = [...(row.current?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLElement);
    if (!move || at < 0) return;
    event.preventDefault();
    const next = buttons[move(at, buttons.length)];
    next?.focus();
    showWhole(next);
  };
  // The chosen tab is in view on a narrow screen, as a tab moved to is.
  useEffect(() => {
    showWhole(row.current?.querySelector<HTMLElement>('[aria-selected="true"]'));
  }, [value]);
  return (
    <Box
      ref={row}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
      sx={{ display: 'flex', overflowX: 'auto', scrollbarWidth: 'none', minHeight: 48 }}
    >
      {tabs.map((tab, i) => {
        const selected = tab.id === value;
        return (
          <ButtonBase
            key={tab.id}
            role="tab"
            aria-selected={selected}
            tabIndex={i === focusable ? 0 : -1}
            onClick={() => onChange(tab.id)}
            sx={{
              flexShrink: 0,
              px: 2,
              minHeight: 48,
              typography: 'button',
              whiteSpace: 'nowrap',
              color: selected ? 'primary.main' : 'text.secondary',
              borderBottom: 2,
              borderColor: selected ? 'primary.main' : 'transparent',
              '&:hover': { color: 'text.primary' },
              '&.Mui-focusVisible': {
                outline: 2,
                outlineStyle: 'solid',
                outlineColor: 'primary.main',
                outlineOffset: -2,
              },
            }}
          >
            {tab.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
