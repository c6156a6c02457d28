import { Box, Button, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatNzDateTime } from '@portal/shared';
import { ErrorBanner } from '../../components/error-banner';
import { nextClockRead } from './clock-reads';
import { readClock } from './control-api';
import { StoryPlayer, type PlayerState } from './player';
import { StoryPointer, usePointer } from './story-pointer';
import { STORIES, storyById } from './stories';
import type { Frame } from './story-types';

const SPEEDS = [1, 2, 4] as const;
const BASE = import.meta.env.BASE_URL;

/**
 * The simulation's clock, read every second while the page is open and less often while it cannot be read. A
 * time that could not be read again is not shown: it would disagree with the clock.
 */
function useVirtualClock() {
  const [now, setNow] = useState<{ text?: string; failed?: boolean; reads: number }>({ reads: 0 });
  useEffect(() => {
    let alive = true;
    let failures = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      try {
        const s = await readClock();
        failures = 0;
        if (alive) setNow((n) => ({ text: formatNzDateTime(Date.parse(s.now)), reads: n.reads + 1 }));
      } catch {
        failures += 1;
        if (alive) setNow((n) => ({ failed: true, reads: n.reads + 1 }));
      }
      if (alive) timer = setTimeout(() => void read(), nextClockRead(failures));
    };
    void read();
    return () => {
      alive = false;
      clearTimeout(timer);
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
  const home = useRef<HTMLElement | null>(null);
  const pointer = usePointer();
  const [state, setState] = useState<PlayerState>();
  const player = useMemo(
    () =>
      new StoryPlayer(
        {
          frame: (which) => frames.current[which],
          base: BASE,
          pointer: pointer.api,
          home: () => home.current,
        },
        (s) => setState(s),
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

  // The presenter's keys: on the page, and inside a frame while the story is acting there (the driver's focus
  // may be in a frame; when the story is paused or over, the frames are the audience's to try things in).
  const onKey = useRef<(e: KeyboardEvent, inFrame: boolean) => void>(() => undefined);
  onKey.current = (e, inFrame) => {
    if (inFrame ? !playing : isInteractive(e.target)) return;
    if (e.key === ' ') {
      e.preventDefault();
      playOrPause();
    } else if (e.key === 'ArrowRight') {
      e.preventDefault();
      nextStep();
    }
  };
  useEffect(() => {
    const listener = (e: KeyboardEvent) => onKey.current(e, false);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
  const listenInFrame = (frame: HTMLIFrameElement) =>
    frame.contentWindow?.addEventListener('keydown', (e) => onKey.current(e, true), true);

  const total = story?.steps.length ?? 0;
  const shownStep = Math.min((state?.index ?? 0) + 1, total);

  return (
    <Box
      component="main"
      ref={home}
      tabIndex={-1}
      sx={{
        '&:focus': { outline: 'none' },
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
        {/* The number of reads tells how often the clock was looked at, so a check can wait for it to move. */}
        <Typography data-testid="story-clock" data-reads={clock.reads}>
          Clock: {clock.failed ? 'could not be read' : (clock.text ?? '—')}
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
                {status === 'paused' ? ' · paused' : status === 'failed' ? ' · stopped' : ''}:
              </Box>
            )}
            {state?.caption || 'Choose a story and press Play. Space plays or pauses, the right arrow steps.'}
          </Typography>
        )}
      </Box>
      {state?.failure && (
        <ErrorBanner what={state.failure.what} error={state.failure.reason} onRetry={state.failure.retry} />
      )}

      <Box
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: '1fr',
          '@media (min-width: 1000px)': { gridTemplateColumns: '1fr 1fr' },
        }}
      >
        {(['customer', 'operator'] as const).map((which) => {
          const title = which === 'customer' ? 'Customer portal' : 'Provider console';
          return (
            <Box key={which}>
              {/* Which app is which, for the audience: the frame's title says it to assistive technology. */}
              <Typography variant="overline" component="p" aria-hidden="true" sx={{ lineHeight: 1.6 }}>
                {title}
              </Typography>
              <Box
                component="iframe"
                ref={(el: HTMLIFrameElement | null) => {
                  frames.current[which] = el;
                }}
                onLoad={(e: React.SyntheticEvent<HTMLIFrameElement>) => listenInFrame(e.currentTarget)}
                title={title}
                src={which === 'customer' ? BASE : `${BASE}console/`}
                sx={{
                  width: '100%',
                  height: { xs: '80vh', md: 'calc(100vh - 230px)' },
                  minHeight: 480,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  display: 'block',
                  boxSizing: 'border-box',
                }}
              />
            </Box>
          );
        })}
      </Box>
      <StoryPointer pointer={pointer} />
    </Box>
  );
}
