import { describe, expect, it } from 'vitest';
import { describeMove } from './sentences.js';

// Expected sentences written by hand from CB-N1 (notation), CB-9 (a throw counts or is missed) and CB-11 (place,
// move, pass). A throw of v=(600, 800, 0) mm/s is 1 m/s; (1200, 500, 0) is 1.3 m/s.
const names = ['Audrey', 'Bruno'];
const say = (text: string, lang: 'en' | 'fr', result: Parameters<typeof describeMove>[1]['result'] = null, seat = 0) =>
  describeMove({ seat, text }, { names, result }, lang);
const THROW = 'throw o=0 v=600,800,0 w=0,0,0';

describe('Cubiko move sentences', () => {
  it('tells a throw and its result (CB-9, CB-12)', () => {
    expect(say(THROW, 'en')).toBe('Audrey throws at 1.0 m/s');
    expect(say(THROW, 'en', { counted: true, cell: 'b2' })).toBe('Audrey throws at 1.0 m/s: the ball counts, in b2');
    expect(say(THROW, 'fr', { counted: true, cell: 'b2' })).toBe(
      'Audrey lance à 1,0 m/s\u00a0: la balle compte, en b2',
    );
    expect(say('throw o=-20 v=1200,500,0 w=3,0,0', 'fr', { counted: false }, 1)).toBe(
      'Bruno lance à 1,3 m/s\u00a0: raté',
    );
    expect(say(THROW, 'en', { counted: true, cell: null })).toBe('Audrey throws at 1.0 m/s: the throw counts');
  });
  it('tells the answers to a counted throw (CB-11)', () => {
    expect(say('place', 'en')).toBe('Audrey places a cube in the ball’s cell');
    expect(say('place', 'fr')).toBe('Audrey pose un cube dans la case de la balle');
    expect(say('move 2', 'fr', null, 1)).toBe('Bruno déplace son cube 2 dans la case de la balle');
    expect(say('move 3', 'en')).toBe('Audrey moves cube 3 into the ball’s cell');
    expect(say('pass', 'fr')).toBe('Audrey passe');
    expect(say('pass', 'en', null, 1)).toBe('Bruno passes');
  });
  it('keeps a text it cannot read', () => {
    expect(say('jump', 'en')).toBe('Audrey: jump');
  });
});
