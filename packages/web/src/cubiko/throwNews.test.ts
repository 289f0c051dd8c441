import { describe, expect, it } from 'vitest';
import { throwNews } from './ThrowNews.js';

const THROW = 'throw o=0 v=1000,0,0 w=0,0,0';

describe('Cubiko’s live news of a throw (issue 25)', () => {
  it('says where the ball landed and that it counts, once the board has shown it (CB-9)', () => {
    const log = [{ seat: 0, text: THROW }];
    expect(throwNews(log, [null], ['Kim'], 'fr')).toBeNull();
    expect(throwNews(log, [{ counted: true, cell: 'b2' }], ['Kim'], 'fr')?.text).toBe(
      'Kim lance à 1,0 m/s\u00a0: la balle compte, en b2',
    );
    expect(throwNews(log, [{ counted: true, cell: 'b2' }], ['Kim'], 'en')?.text).toBe(
      'Kim throws at 1.0 m/s: the ball counts, in b2',
    );
  });

  it('says a missed throw is missed (CB-12), and tells the last throw, not a placement after it', () => {
    const log = [
      { seat: 0, text: THROW },
      { seat: 0, text: 'place' },
      { seat: 1, text: THROW },
    ];
    const news = throwNews(log, [{ counted: true, cell: 'a1' }, null, { counted: false }], ['Kim', 'Lou'], 'en');
    expect(news).toEqual({ index: 2, text: 'Lou throws at 1.0 m/s: missed' });
  });
});
