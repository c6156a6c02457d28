import { ACCESS_LIMITS, THROTTLE, controlHeaders, errorText } from '@portal/shared';
import { driftEntries, onDrift, startDriftCheck } from './contract-drift';

/**
 * A small dev toolbar over the control API, for dev and demo builds. Plain DOM so both apps (MUI and react-admin)
 * mount the same one without sharing a React tree. It shows the clock, seed, scenarios, latency, faults, the
 * recent requests and whatever extra state other domains add (such as the outbox), and drives them.
 */
const minutes = THROTTLE.windowMs / 60_000;
const throttleSummary =
  `Per ${minutes} min: ${THROTTLE.failuresPerLogin} failed sign-ins per login, ` +
  `${THROTTLE.failuresPerAddress} per address, ${THROTTLE.sendsPerRecipient} code or link messages per recipient and ${THROTTLE.sendsPerAddress} per address; ` +
  `a code dies after ${ACCESS_LIMITS.codeAttempts} wrong tries.`;

interface ControlState {
  seed: number;
  now: string;
  clock: { speed: number };
  latency: string;
  faults: unknown[];
  scenarios: { global: string[] };
  knownScenarios: Record<string, string>;
  outbox?: {
    UUID: string;
    Channel: string;
    To: string;
    Subject: string;
    Body: string;
    Link?: string;
    Code?: string;
    SentAt: string;
  }[];
  clientEvents?: { Kind: string; Message: string; Path: string; DurationMs?: number }[];
}

/** The answers that differ from their contracts: operation, field, what was expected and what came. */
function driftSection(): string {
  const entries = driftEntries();
  return `<section id="mock-drift" aria-labelledby="mock-drift-title"><h2 id="mock-drift-title">Contract drift</h2><ul>${
    entries
      .map(
        (e) =>
          `<li><b>${esc(e.operation)}</b> (${esc(e.method)} ${esc(e.path.split('?')[0])}, ${e.times}×)<ul>${e.findings
            .map(
              (f) =>
                `<li>${esc(f.kind === 'status' ? 'status' : `${f.kind} field ${f.field}`)}: expected ${esc(f.expected)}, came ${esc(f.came)}</li>`,
            )
            .join('')}</ul></li>`,
      )
      .join('') || '<li>none: every answer matched its contract</li>'
  }</ul></section>`;
}

/** A number port as the operators' list shows it. */
interface PortRow {
  UUID: string;
  MSISDN: string;
  LosingProvider: string;
  State: string;
  Next?: string;
}

const STYLE = `
#mock-toolbar{position:fixed;left:8px;bottom:8px;z-index:2147483000;font:13px/1.4 system-ui,sans-serif;color:#111}
#mock-toolbar>button{background:#4a148c;color:#fff;border:0;border-radius:16px;padding:6px 12px;cursor:pointer;box-shadow:0 2px 6px #0004}
#mock-toolbar button:focus-visible,#mock-toolbar input:focus-visible,#mock-toolbar select:focus-visible,#mock-toolbar textarea:focus-visible{outline:3px solid #ffab00;outline-offset:2px}
#mock-toolbar .panel{position:absolute;left:0;bottom:40px;width:min(420px,92vw);max-height:70vh;overflow:auto;background:#fff;border:1px solid #999;border-radius:8px;padding:10px 12px;box-shadow:0 4px 16px #0005}
#mock-toolbar h2{font-size:14px;margin:10px 0 4px}#mock-toolbar label{display:block;margin:2px 0}
#mock-toolbar .row{display:flex;gap:6px;flex-wrap:wrap;align-items:center}
#mock-toolbar .panel button{background:#ede7f6;border:1px solid #7e57c2;border-radius:4px;padding:3px 8px;cursor:pointer;color:#111}
#mock-toolbar textarea{width:100%;box-sizing:border-box;font:12px monospace}
#mock-toolbar ul{padding-left:16px;margin:4px 0}#mock-toolbar li{margin:2px 0;overflow-wrap:anywhere}
`;

const esc = (s: unknown) =>
  String(s ?? '').replace(
    /[&<>"]/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string,
  );

/** The control API's answer when the server is shared and this tab has not its owner's token. */
class Refused extends Error {}

/** `appBase` is where the customer portal is served; outbox links are relative to it. */
export function mountDevToolbar(options: { controlBase?: string; appBase?: string } = {}): () => void {
  if (typeof document === 'undefined' || document.getElementById('mock-toolbar')) return () => undefined;
  const base = options.controlBase ?? '/__mock';
  const appBase = (options.appBase ?? '/').replace(/\/$/, '');
  const root = document.createElement('div');
  root.id = 'mock-toolbar';
  root.innerHTML = `<style>${STYLE}</style><button type="button" aria-expanded="false" aria-controls="mock-toolbar-panel">Mock API</button>
    <div class="panel" id="mock-toolbar-panel" role="region" aria-label="Mock API controls" hidden></div>`;
  document.body.appendChild(root);
  const toggle = root.querySelector('button') as HTMLButtonElement;
  const panel = root.querySelector('.panel') as HTMLDivElement;

  const send = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(base + path, {
      method,
      headers: { ...controlHeaders(), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const answer: unknown = await res.json();
    if (res.status === 401) throw new Refused(errorText({ data: answer }));
    return answer;
  };
  /** A shared server's refusal replaces the controls: without the token none of them would work. */
  const guarded = (act: () => Promise<void>) => () =>
    act().catch((error: unknown) => {
      if (!(error instanceof Refused)) throw error;
      panel.innerHTML = `<p role="alert">${esc(error.message)}</p>`;
    });

  const render = async () => {
    const state = (await send('GET', '/state')) as ControlState;
    const requests = (
      (await send('GET', '/requests')) as {
        requests: { method: string; path: string; status: number; ms: number }[];
      }
    ).requests.slice(0, 8);
    const ports = ((await send('GET', '/porting')) as { ports: PortRow[] }).ports.slice(0, 8);
    panel.innerHTML = `
      <p><a href="${esc(appBase)}/story">Story mode</a>: a demo that plays itself across the portal and the console</p>
      <h2>Clock</h2><div class="row"><span>${esc(state.now)}</span>
        <button type="button" data-advance="3600000">+1 hour</button><button type="button" data-advance="86400000">+1 day</button></div>
      <div class="row"><label>Speed <input type="number" min="0" max="10000" step="1" name="speed" value="${state.clock.speed}" style="width:70px"></label>
        <button type="button" data-action="speed">Set</button></div>
      <h2>Random seed</h2><div class="row"><label>Seed <input type="number" name="seed" value="${state.seed}" style="width:110px"></label>
        <button type="button" data-action="seed">Set</button></div>
      <h2>Latency</h2><label>Profile <select name="latency">${['none', 'realistic', 'slow']
        .map((p) => `<option ${p === state.latency ? 'selected' : ''}>${p}</option>`)
        .join('')}</select></label>
      <h2>Scenarios</h2>${Object.entries(state.knownScenarios)
        .map(
          ([name, what]) =>
            `<label title="${esc(what)}"><input type="checkbox" data-scenario="${esc(name)}" ${state.scenarios.global.includes(name) ? 'checked' : ''}> ${esc(name)}</label>`,
        )
        .join('')}
      <h2>Faults</h2><label for="mock-faults">Faults (JSON list of {pattern, method, kind, status, times})</label>
      <textarea id="mock-faults" rows="3">${esc(JSON.stringify(state.faults))}</textarea><button type="button" data-action="faults">Apply faults</button>
      ${
        state.outbox
          ? `<h2>Outbox</h2><ul>${
              state.outbox
                .slice(0, 8)
                .map(
                  (m) =>
                    `<li><b>${esc(m.Channel)}</b> to ${esc(m.To)}: ${esc(m.Subject)}${m.Code ? ` — code <b>${esc(m.Code)}</b>` : ''}${m.Link ? ` — <a href="${esc(appBase + m.Link)}">open link</a>` : ''}</li>`,
                )
                .join('') || '<li>empty</li>'
            }</ul>`
          : ''
      }
      <h2>Number ports</h2><ul>${
        ports
          .map(
            (p) =>
              `<li>${esc(p.MSISDN)} from ${esc(p.LosingProvider)}: <b>${esc(p.State)}</b>${p.Next ? ` <button type="button" data-port-advance="${esc(p.UUID)}">Move to ${esc(p.Next)}</button>` : ''}</li>`,
          )
          .join('') || '<li>none</li>'
      }</ul>
      <h2>Reported by the portal</h2><ul>${
        (state.clientEvents ?? [])
          .slice(0, 8)
          .map(
            (e) =>
              `<li><b>${esc(e.Kind)}</b> on ${esc(e.Path)}: ${esc(e.Message)}${e.DurationMs !== undefined ? ` (${Math.round(e.DurationMs)} ms)` : ''}</li>`,
          )
          .join('') || '<li>nothing yet</li>'
      }</ul>
      ${driftSection()}
      <h2>Throttling</h2><p>${esc(throttleSummary)}</p>
      <h2>Recent requests</h2><ul>${requests.map((r) => `<li>${esc(r.method)} ${esc(r.path)} → ${r.status} (${r.ms} ms)</li>`).join('')}</ul>
      <div class="row"><button type="button" data-action="refresh">Refresh</button><button type="button" data-action="reset">Reset to fixtures</button></div>`;
  };

  panel.addEventListener('click', (event) => void guarded(() => onClick(event))());
  const onClick = async (event: Event) => {
    const target = event.target as HTMLElement;
    const advance = target.getAttribute('data-advance');
    const action = target.getAttribute('data-action');
    const value = (name: string) => (panel.querySelector(`[name="${name}"]`) as HTMLInputElement).value;
    const port = target.getAttribute('data-port-advance');
    if (advance) await send('PUT', '/clock', { advanceMs: Number(advance) });
    if (port) await send('POST', '/porting/advance', { UUID: port });
    if (action === 'speed') await send('PUT', '/clock', { speed: Number(value('speed')) });
    if (action === 'seed') await send('PUT', '/seed', { seed: Number(value('seed')) });
    if (action === 'faults') {
      let faults: unknown;
      try {
        faults = JSON.parse((panel.querySelector('#mock-faults') as HTMLTextAreaElement).value);
      } catch {
        alert('Faults must be a JSON list');
        return;
      }
      await send('PUT', '/faults', { faults });
    }
    if (action === 'reset') {
      await send('POST', '/reset');
      location.reload();
      return;
    }
    if (advance || action || port) await render();
  };
  panel.addEventListener('change', (event) => void guarded(() => onChange(event))());
  const onChange = async (event: Event) => {
    const target = event.target as HTMLInputElement;
    const scenario = target.getAttribute('data-scenario');
    if (scenario) await send('PUT', '/scenarios', { name: scenario, on: target.checked });
    if (target.name === 'latency') await send('PUT', '/latency', { profile: target.value });
    await render();
  };
  // Drift is counted on the button, so it is seen with the panel shut; an open panel lists it at once.
  startDriftCheck();
  onDrift(() => {
    const count = driftEntries().length;
    toggle.textContent = `Mock API · ${count} contract drift`;
    const section = panel.querySelector('#mock-drift');
    if (section) section.outerHTML = driftSection();
  });
  toggle.addEventListener('click', () => {
    const open = panel.hidden;
    panel.hidden = !open;
    toggle.setAttribute('aria-expanded', String(open));
    if (open) void guarded(render)();
  });
  return () => root.remove();
}
