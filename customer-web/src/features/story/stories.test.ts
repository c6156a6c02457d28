import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@portal/fixtures';
import { PERSONA_PASSWORD, STORIES, storyById } from './stories';

const PEOPLE = new Set(['customer', 'operator']);
const ACTIONS_OF_PEOPLE = new Set(['goto', 'fill', 'press', 'choose']);

describe('the stories', () => {
  it('are the three the presenter offers, each with its own id', () => {
    expect(STORIES.map((s) => s.id)).toEqual(['card-declined', 'number-port', 'fibre-order']);
    expect(storyById('number-port')?.title).toBeTruthy();
    expect(storyById('nope')).toBeUndefined();
  });

  it.each(STORIES.map((s) => [s.id, s] as const))(
    '%s says what happened and what to try next',
    (_, story) => {
      expect(story.summary.length).toBeGreaterThan(40);
      expect(story.next.length).toBeGreaterThan(20);
      expect(story.personas.length).toBeGreaterThan(0);
      expect(story.steps.length).toBeGreaterThan(5);
    },
  );

  it.each(STORIES.map((s) => [s.id, s] as const))('%s gives each actor only what it can do', (_, story) => {
    for (const step of story.steps) {
      expect(step.caption.trim(), JSON.stringify(step)).not.toBe('');
      if (ACTIONS_OF_PEOPLE.has(step.action)) expect(PEOPLE.has(step.actor), step.caption).toBe(true);
      if (step.action === 'advance') expect(step.actor).toBe('clock');
      if (step.action === 'say') expect(step.actor).toBe('narrator');
      if (step.see?.reload) expect(step.see.text).toBeTruthy();
    }
  });

  it.each(STORIES.map((s) => [s.id, s] as const))('%s uses only values it remembered before', (_, story) => {
    const known = new Set<string>();
    for (const step of story.steps) {
      const used =
        JSON.stringify(step, (_k, v: unknown) => (v instanceof RegExp ? '' : v)).match(/\{(\w+)\}/g) ?? [];
      for (const u of used) expect(known.has(u.slice(1, -1)), `${step.caption} uses ${u}`).toBe(true);
      if (step.see?.remember) known.add(step.see.remember);
    }
  });

  it('sign in with the fixtures’ personas', () => {
    expect(PERSONA_PASSWORD).toBe(DEMO_PASSWORD);
  });
});
