import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { prerenderedFileFor, prerenderedPathsIn } from '../../scripts/prerendered-pages.mjs';

describe('the file of a pre-rendered page', () => {
  it('is named by the address, with or without its slashes; the home is index', () => {
    expect(prerenderedFileFor('/')).toBe('prerendered/index.html');
    expect(prerenderedFileFor('')).toBe('prerendered/index.html');
    expect(prerenderedFileFor('/sign-in')).toBe('prerendered/sign-in.html');
    expect(prerenderedFileFor('sign-in/')).toBe('prerendered/sign-in.html');
  });

  it('is none for a deeper address, a file name, a way out of the folder or the home by its own name', () => {
    for (const path of ['/profile/dashboard', '/favicon.ico', '/../secret', '/%2e%2e', '/index', '/Sign-In'])
      expect(prerenderedFileFor(path), path).toBeUndefined();
  });
});

describe('the addresses a build holds pre-rendered pages for', () => {
  it('are read from its files, the home first, and none from a build without them', () => {
    const dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
    try {
      expect(prerenderedPathsIn(dist)).toEqual([]);
      mkdirSync(join(dist, 'prerendered'));
      for (const file of ['sign-in.html', 'index.html', 'broadband.html', 'notes.txt'])
        writeFileSync(join(dist, 'prerendered', file), '');
      expect(prerenderedPathsIn(dist)).toEqual(['/', '/broadband', '/sign-in']);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
