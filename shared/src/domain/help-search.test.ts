import { describe, expect, it } from 'vitest';
import { foldText, rankArticles, searchTerms } from './help-search';

const article = (title: string, description = '', body = '') => ({ title, description, body });

describe('help search by phrase', () => {
  it('keeps the words that carry meaning', () => {
    expect(searchTerms('How do I top up my prepay?')).toEqual(['top', 'up', 'prepay']);
    expect(searchTerms('roaming, Roaming!')).toEqual(['roaming']);
    // Nothing but small words: they are all that is asked, so they stay.
    expect(searchTerms('how do I')).toEqual(['how', 'do', 'i']);
    expect(searchTerms('  ')).toEqual([]);
  });

  it('folds case and macrons', () => {
    expect(foldText('Te reo Māori')).toBe('te reo maori');
    expect(rankArticles([article('Kōrero Māori')], 'maori')).toHaveLength(1);
  });

  it('ranks title above description above body, and every word above some', () => {
    const body = article('Bills', '', '<p>Roaming charges appear on your bill.</p>');
    const description = article('Travel', 'Roaming while overseas');
    const title = article('Roaming overseas', 'Use your phone abroad');
    const all = article('Set up roaming for Australia', 'Before you travel to Australia');
    const ranked = rankArticles([body, description, title, all], 'roaming Australia');
    expect(ranked.map((a) => a.title)).toEqual([
      'Set up roaming for Australia',
      'Roaming overseas',
      'Travel',
      'Bills',
    ]);
  });

  it('does not match words inside HTML tags, and finds nothing for an empty phrase', () => {
    const a = article('Modem lights', '', '<p class="roaming">What the lights mean</p>');
    expect(rankArticles([a], 'roaming')).toEqual([]);
    expect(rankArticles([a], '')).toEqual([]);
  });

  it('keeps the given order for equal scores', () => {
    const list = [article('Fibre A'), article('Fibre B')];
    expect(rankArticles(list, 'fibre')).toEqual(list);
  });
});
