import { useState } from 'react';
import { GAME_IDS, type GameId, rulesFor } from '../i18n/rules.js';
import { usePlayer } from '../players/PlayerContext.js';
import { useHomeTexts } from './i18n.js';
import { computerHash, friendRequest } from './starts.js';

/**
 * "Play the computer" and "play a friend", one click each for the chosen game (Linx first), with the rules'
 * defaults; every option is one step away on the new-game page.
 */
export function PlayNow() {
  const { t, i18n } = useHomeTexts();
  const me = usePlayer().player;
  const [game, setGame] = useState<GameId>('linx');
  const [status, setStatus] = useState('');
  const computer = async () => {
    const { freshSeed } = await import('../play/localSpec.js');
    window.location.hash = computerHash(game, freshSeed());
  };
  const friend = async () => {
    setStatus(t('home.creating'));
    // A guest's own name ("Guest 1234") is refused as a seat name (the server keeps that form for guests).
    const mine = me?.registered === true ? me.name : t('play.player', { n: 1 });
    const names: [string, string] = [mine, t('play.player', { n: 2 })];
    const request = friendRequest(game, names);
    const { createOnlineGame } = await import('../play/online.js');
    const r = await createOnlineGame(request);
    if (!r.ok) return setStatus(t('home.createFailed', { message: r.message }));
    // As the new-game page does: the invites page reads the game and its links from the session.
    sessionStorage.setItem(
      `ludotheque.invites.${r.value.id}`,
      JSON.stringify({ ...r.value, game, options: request.options }),
    );
    window.location.hash = `#/invites/${r.value.id}`;
  };
  return (
    <section className="home-start" aria-labelledby="home-start">
      <h2 id="home-start">{t('home.start')}</h2>
      <fieldset className="home-start-games">
        <legend className="sr-only">{t('home.game')}</legend>
        {GAME_IDS.map((id) => (
          <label key={id} className={game === id ? 'chosen' : ''}>
            <input type="radio" name="home-game" value={id} checked={game === id} onChange={() => setGame(id)} />
            {rulesFor(id, i18n.language).name}
          </label>
        ))}
      </fieldset>
      <div className="home-start-actions">
        <button type="button" className="primary big" onClick={() => void computer()} data-testid="home-computer">
          {t('home.computer')}
          <small>{t('home.computerHint')}</small>
        </button>
        <button type="button" className="big" onClick={() => void friend()} data-testid="home-friend">
          {t('home.friend')}
          <small>{t('home.friendHint')}</small>
        </button>
      </div>
      <a className="small home-options" href={`#/new/${game}`} data-testid="home-options">
        {t('home.options')}
      </a>
      {status !== '' && <p role="status">{status}</p>}
    </section>
  );
}
