import { Alert, Box, Button, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatNzDateTime } from '@portal/shared';
import { readClock } from './control-api';
import { StoryPlayer, type PlayerState } from './player';
import { StoryPointer, usePointer } from './story-pointer';
import { STORIES, storyById } from './stories';
import type { Frame } from './story-types';

const SPEEDS = [1, 2, 4] as const;
const BASE = import.meta.env.BASE_URL;

/** The simulation's clock, read every second while the page is open. */
function useVirtualClock() {
  const [now, setNow] = useState<string>();
  useEffect(() => {
    let alive = true;
    const read = () =>
      readClock()
        .then((s) => alive && setNow(formatNzDateTime(Date.parse(s.now))))
        .catch(() => alive && setNow(undefined));
    void read();
    const timer = setInterval(() => void read(), 1000);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, []);
  return now;
}

const isInteractive = (el: EventTarget | null) =>
  el instanceof HTMLElement && !!el.closest('button, a, input, select, textarea, [role="button"]');

/**
 * The presenter: the portal and the console side by side, a caption bar saying what happens and why, the
 * simulation's clock, and the controls that play a story on both. Outside the portal's shell and guards.
 */
export function StoryPage() {
  const [params] = useSearchParams();
  const frames = useRef<Record<Frame, HTMLIFrameElement | null>>({ customer: null, operator: null });
  const pointer = usePointer();
  const [state, setState] = useState<PlayerState>();
  const player = useMemo(
    () =>
      new StoryPlayer({ frame: (which) => frames.current[which], base: BASE, pointer: pointer.api }, (s) =>
        setState(s),
      ),
    [pointer.api],
  );
  const [chosen, setChosen] = useState(() => storyById(params.get('play'))?.id ?? STORIES[0]?.id);
  const clock = useVirtualClock();

  useEffect(() => {
    const speed = Number(params.get('speed'));
    if ((SPEEDS as readonly number[]).includes(speed)) player.setSpeed(speed);
    const story = storyById(params.get('play'));
    if (story) void player.start(story);
    return () => player.dispose();
    // Read once: the URL starts a story, later choices are the presenter's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [player]);

  const status = state?.status ?? 'idle';
  const story = state?.story;
  const playing = status === 'playing' || status === 'stepping';

  const playOrPause = useCallback(() => {
    if (status === 'setting') return;
    if (status === 'playing') void player.pause();
    else if (status === 'paused') void player.play();
    else {
      const next = storyById(chosen);
      if (next) void player.start(next);
    }
  }, [status, player, chosen]);

  const nextStep = useCallback(() => {
    if (status === 'paused') player.step();
    else if (status === 'idle' || status === 'complete' || status === 'failed') {
      const next = storyById(chosen);
      if (next) void player.start(next, 'paused');
    }
  }, [status, player, chosen]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === ' ' && !isInteractive(e.target)) {
        e.preventDefault();
        playOrPause();
      } else if (e.key === 'ArrowRight' && !isInteractive(e.target)) {
        e.preventDefault();
        nextStep();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [playOrPause, nextStep]);

  const total = story?.steps.length ?? 0;
  const shownStep = Math.min((state?.index ?? 0) + 1, total);

  return (
    <Box
      component="main"
      sx={{
        p: { xs: 1, md: 2 },
        minHeight: '100vh',
        boxSizing: 'border-box',
        '& :focus-visible': { outline: '3px solid', outlineColor: 'secondary.main', outlineOffset: 2 },
      }}
    >
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, mb: 1 }}>
        <Typography variant="h5" component="h1">
          Story mode
        </Typography>
        <Stack direction="row" spacing={1} role="group" aria-label="Player" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button variant="contained" onClick={playOrPause} aria-keyshortcuts="Space">
            {playing ? 'Pause' : 'Play'}
          </Button>
          <Button variant="outlined" onClick={nextStep} disabled={playing} aria-keyshortcuts="ArrowRight">
            Next step
          </Button>
          <Button variant="outlined" onClick={() => player.restart()} disabled={!story}>
            Restart
          </Button>
          <ToggleButtonGroup
            exclusive
            size="small"
            aria-label="Speed"
            value={state?.speed ?? 1}
            onChange={(_, speed: number | null) => speed && player.setSpeed(speed)}
          >
            {SPEEDS.map((s) => (
              <ToggleButton key={s} value={s} aria-label={`Speed ${s}x`}>
                {s}x
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        <Typography aria-live="off" data-testid="story-clock">
          Clock: {clock ?? '—'}
        </Typography>
      </Stack>

      <Box component="nav" aria-label="Stories" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        {STORIES.map((s) => (
          <Button
            key={s.id}
            size="small"
            variant={s.id === chosen ? 'contained' : 'text'}
            color="secondary"
            aria-pressed={s.id === chosen}
            onClick={() => {
              setChosen(s.id);
              void player.start(s);
            }}
          >
            {s.title}
          </Button>
        ))}
      </Box>

      <Box
        role="status"
        aria-label="Caption"
        sx={{
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          borderRadius: 2,
          px: 2,
          py: 1,
          mb: 1,
          minHeight: 48,
        }}
      >
        {status === 'complete' && story ? (
          <>
            <Typography component="h2" variant="h6">
              Story complete
            </Typography>
            <Typography>{story.summary}</Typography>
            <Typography>
              <strong>What to try next:</strong> {story.next}
            </Typography>
          </>
        ) : (
          <Typography>
            {story && status !== 'idle' && (
              <Box component="span" sx={{ fontWeight: 700, mr: 1 }}>
                {story.title} · step {shownStep} of {total}
                {status === 'paused' ? ' · paused' : ''}:
              </Box>
            )}
            {state?.caption || 'Choose a story and press Play. Space plays or pauses, the right arrow steps.'}
          </Typography>
        )}
      </Box>
      {state?.error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {state.error}
        </Alert>
      )}

      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: '1fr',
          '@media (min-width: 1000px)': { gridTemplateColumns: '1fr 1fr' },
        }}
      >
        {(['customer', 'operator'] as const).map((which) => (
          <Box
            key={which}
            component="iframe"
            ref={(el: HTMLIFrameElement | null) => {
              frames.current[which] = el;
            }}
            title={which === 'customer' ? 'Customer portal' : 'Provider console'}
            src={which === 'customer' ? BASE : `${BASE}console/`}
            sx={{
              width: '100%',
              height: { xs: '80vh', md: 'calc(100vh - 210px)' },
              minHeight: 480,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              display: 'block',
              boxSizing: 'border-box',
            }}
          />
        ))}
      </Box>
      <StoryPointer pointer={pointer} />
    </Box>
  );
}
