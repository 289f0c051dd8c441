import { GameCards } from '../home/GameCards.js';
import { LiveCounts } from '../home/LiveCounts.js';
import { PlayNow } from '../home/PlayNow.js';
import { QuickPairing } from '../home/QuickPairing.js';
import '../home/home.css';
import { useHomeTexts } from '../home/i18n.js';
import { PuzzlesLink } from '../puzzles/PuzzlesLink.js';
import { Continue } from '../saves/Continue.js';
import { TournamentsLink } from '../tournaments/TournamentsLink.js';

/** The home page (home/README.md): start a game in one click, what is live now, then the games. */
export function Home() {
  const { t } = useHomeTexts();
  return (
    <section className="home">
      <div className="home-top">
        <QuickPairing />
        <div className="home-side">
          <PlayNow />
          <LiveCounts />
        </div>
      </div>
      <Continue />
      <PuzzlesLink />
      <TournamentsLink />
      <h1>{t('home.heading')}</h1>
      <GameCards />
    </section>
  );
}
