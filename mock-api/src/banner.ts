import type { Server } from 'node:http';
import { MOCK_TOKEN_PARAM, type FlagProfile } from '@portal/shared';
import { isLoopbackHost, servedAddresses, urlHost } from './http/listen';

interface BannerFacts {
  url: string;
  servers: Server[];
  flagsProfile: FlagProfile;
  dataDir: string;
  controlToken: string | undefined;
}

/** The link that gives a browser tab the owner's token (the apps take it out of the address). */
export const ownerLink = (base: string, token: string): string =>
  `${base}/?${MOCK_TOKEN_PARAM}=${encodeURIComponent(token)}`;

/** Who can reach the server and what they can do there, in the words the start banner uses. */
export function exposureLines(servers: Server[], url: string, controlToken: string | undefined): string[] {
  const port = new URL(url).port;
  const addresses = [...new Set(servedAddresses(servers))];
  const listed = addresses.map((a) => `http://${urlHost(a)}:${port}`).join('  ');
  const outside = addresses.filter((a) => !isLoopbackHost(a));
  if (outside.length === 0) {
    return [
      `Listening on ${listed}: this machine only. The control API is open to it.`,
      `To share the mock with others, start it with HOST=0.0.0.0 (or --host 0.0.0.0).`,
    ];
  }
  const lines = [
    `Listening on ${listed}.`,
    `Anyone who can reach these addresses can use both apps and the API, and change the shared data.`,
  ];
  if (controlToken === undefined) return lines;
  const reach = `http://${urlHost(outside[0] as string)}:${port}`;
  return [
    ...lines,
    `The control API (/__mock: reset, clock, scenarios, faults, latency) needs the owner's token,`,
    `sent as x-mock-control-token. Open the apps with it (keep this link to yourself):`,
    `  ${ownerLink(reach, controlToken)}`,
    `Stories played on this server run in a data set of their own; the shared data is left as it is.`,
  ];
}

export async function printBanner(facts: BannerFacts): Promise<void> {
  const { url, flagsProfile, dataDir } = facts;
  const { personaDirectory, DEMO_PASSWORD } = await import('@portal/fixtures');
  console.log(`
Portal is running (flags profile: ${flagsProfile}, data: ${dataDir})
  customer portal   ${url}/
  provider console  ${url}/console/
  API               ${url}/api   (health ${url}/api/health, reference ${url}/api/docs)
  control API       ${url}/__mock/state

${exposureLines(facts.servers, url, facts.controlToken).join('\n')}

Demo logins (password for all: ${DEMO_PASSWORD}):
${personaDirectory.map((p) => `  ${p.login.padEnd(32)} ${p.who}`).join('\n')}
`);
}
