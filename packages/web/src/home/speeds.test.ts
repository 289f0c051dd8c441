import { MatchSpeed, SPEED_CLOCKS } from '@ludotheque/protocol';
import { describe, expect, it } from 'vitest';
import { HOME_SPEED_CLOCKS, HOME_SPEEDS, speedClock } from './speeds.js';

describe('home speeds', () => {
  it('are the server quick-match speeds with their clocks', () => {
    expect([...HOME_SPEEDS]).toEqual(MatchSpeed.options);
    for (const s of HOME_SPEEDS) expect(HOME_SPEED_CLOCKS[s]).toEqual(SPEED_CLOCKS[s] ?? { kind: 'untimed' });
  });
  it('read as lichess reads them', () => {
    expect(speedClock('blitz', 'no clock')).toBe('3+2');
    expect(speedClock('rapid', 'no clock')).toBe('10+5');
    expect(speedClock('untimed', 'sans pendule')).toBe('sans pendule');
  });
});
