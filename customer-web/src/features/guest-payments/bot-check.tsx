import { Alert, Checkbox, FormControlLabel } from '@mui/material';
import { ERRORS, randomUuid } from '@portal/shared';
import { useEffect, useRef, useState } from 'react';
import { useTickedBeforeStart } from '../../lib/typed-before-start';
import { REAL_SITE_KEY } from './bot-check-key';

/** The provider's widget script (Cloudflare Turnstile), loaded only when a real site key is configured. */
const WIDGET_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

interface Turnstile {
  render(element: HTMLElement, options: { sitekey: string; callback: (token: string) => void }): string;
  remove(id: string): void;
}

let loading: Promise<Turnstile> | undefined;
function loadWidget(): Promise<Turnstile> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = WIDGET_SCRIPT;
    script.async = true;
    // A failed load may be passing (a network blip): the next page visit tries again.
    const fail = () => {
      loading = undefined;
      script.remove();
      reject(new Error(ERRORS.bot_check_load));
    };
    script.onload = () => {
      const widget = (window as unknown as { turnstile?: Turnstile }).turnstile;
      if (widget) resolve(widget);
      else fail();
    };
    script.onerror = fail;
    document.head.append(script);
  });
  return loading;
}

function RealBotCheck({ siteKey, onToken }: { siteKey: string; onToken: (token: string) => void }) {
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let id: string | undefined;
    let widget: Turnstile | undefined;
    let live = true;
    loadWidget().then(
      (w) => {
        widget = w;
        if (live && box.current) id = w.render(box.current, { sitekey: siteKey, callback: onToken });
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
      if (widget && id) widget.remove(id);
    };
  }, [siteKey, onToken]);
  return failed ? (
    <Alert severity="error" role="alert">
      {ERRORS.bot_check_load}
    </Alert>
  ) : (
    <div ref={box} />
  );
}

/** The check itself; `onToken` gets the token once the visitor passed it (undefined when unticked). */
export function BotCheck({
  label,
  onToken,
}: {
  label: string;
  onToken: (token: string | undefined) => void;
}) {
  const [ticked, setTicked] = useState(false);
  const tick = (checked: boolean) => {
    setTicked(checked);
    onToken(checked ? `sim-bot-check-${randomUuid()}` : undefined);
  };
  const tickedBeforeStart = useTickedBeforeStart(undefined, tick);
  if (REAL_SITE_KEY) return <RealBotCheck siteKey={REAL_SITE_KEY} onToken={onToken} />;
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={ticked}
          onChange={(e) => tick(e.target.checked)}
          slotProps={{ input: { ref: tickedBeforeStart } }}
        />
      }
      label={label}
    />
  );
}
