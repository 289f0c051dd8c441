import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language, switchLanguage } from './i18n/index.js';
import { Learn } from './learn/Learn.js';
import { LobbyLink } from './lobby/LobbyLink.js';
import { UpdateOffer } from './offline/UpdateOffer.js';
import { Invites } from './pages/GamePages.js';
import { Home } from './pages/Home.js';
import { NewGame } from './pages/NewGame.js';
import { Rules } from './pages/Rules.js';
import { skipToBoard } from './play/skipToBoard.js';
import { PlayerBadge } from './players/PlayerBadge.js';
import { PlayerProvider } from './players/PlayerContext.js';
import { PuzzlePage } from './puzzles/PuzzlePage.js';
import { registerRatingsTexts } from './ratings/i18n.js';
import './ratings/header.css';
import { parseRoute, type Route } from './route.js';
import { LocalRoute } from './saves/LocalRoute.js';

// Online play pulls in the protocol's schemas (zod): load it only for `/play/<id>`.
const OnlineGame = lazy(() => import('./pages/OnlineGame.js'));
// The lobby parses the lobby's frames with the protocol's schemas too.
const LobbyPage = lazy(() => import('./lobby/LobbyPage.js'));
// The player's page brings the passkeys' browser code: loaded when opened.
const PlayerPage = lazy(() => import('./players/PlayerPage.js'));
const Leaderboards = lazy(() => import('./ratings/Leaderboards.js'));
const ProfilePage = lazy(() => import('./players/ProfilePage.js'));

const read = (): Route => parseRoute(window.location.pathname, window.location.hash);

function useRoute(): Route {
  const [route, setRoute] = useState<Route>(read);
  useEffect(() => {
    const onChange = () => {
      setRoute(read());
      window.scrollTo(0, 0);
    };
    window.addEventListener('hashchange', onChange);
    window.addEventListener('popstate', onChange);
    return () => {
      window.removeEventListener('hashchange', onChange);
      window.removeEventListener('popstate', onChange);
    };
  }, []);
  return route;
}

function Page({ route }: { route: Route }) {
  switch (route.page) {
    case 'home':
      return <Home />;
    case 'rules':
      return <Rules game={route.game} />;
    case 'learn':
      return <Learn game={route.game} />;
    case 'new':
      return <NewGame game={route.game} />;
    case 'local':
      return <LocalRoute key={route.params.get('save')} game={route.game} params={route.params} />;
    case 'invites':
      return <Invites id={route.id} />;
    case 'lobby':
      return (
        <Suspense fallback={null}>
          <LobbyPage />
        </Suspense>
      );
    case 'puzzles':
      return <PuzzlePage game={route.game} />;
    case 'online':
      return (
        <Suspense fallback={null}>
          <OnlineGame id={route.id} token={route.token} seat={route.seat} />
        </Suspense>
      );
    case 'me':
      return (
        <Suspense fallback={null}>
          <PlayerPage />
        </Suspense>
      );
    case 'ratings':
      return (
        <Suspense fallback={null}>
          <Leaderboards game={route.game} />
        </Suspense>
      );
    case 'playerRatings':
      return (
        <Suspense fallback={null}>
          {/* The old rating page is the profile now: it names its player (issue 25). */}
          <ProfilePage key={route.player} id={route.player} />
        </Suspense>
      );
    case 'player':
      return (
        <Suspense fallback={null}>
          <ProfilePage key={route.id} id={route.id} />
        </Suspense>
      );
  }
}

export function App() {
  const { t, i18n } = useTranslation();
  const route = useRoute();
  const [menuOpen, setMenuOpen] = useState(false);
  // A new page closes the phone's menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the route is the trigger, not an input
  useEffect(() => setMenuOpen(false), [route]);
  registerRatingsTexts(i18n);
  useEffect(() => {
    document.documentElement.lang = i18n.language;
    document.title = t('app.title');
  }, [i18n.language, t]);
  return (
    <PlayerProvider>
      <div className="app">
        {/* On a game page the first skip goes to the board itself (issue 25), then to the content. */}
        {(route.page === 'local' || route.page === 'online') && (
          <button type="button" className="skip" onClick={() => skipToBoard()} data-testid="skip-board">
            {t('app.skipBoard')}
          </button>
        )}
        <button type="button" className="skip" onClick={() => document.getElementById('main')?.focus()}>
          {t('app.skip')}
        </button>
        <header className={menuOpen ? 'top top-open' : 'top'}>
          <a className="brand" href="/#/">
            <span className="brand-mark" aria-hidden="true">
              L
            </span>
            <span>
              <strong>{t('app.title')}</strong>
              <small>{t('app.tagline')}</small>
            </span>
          </a>
          {/* Phones: the links and buttons fold behind one Menu button (issue 25: the header took a quarter of the
              screen); wider screens show them all and never the button (styles.css). */}
          <button
            type="button"
            className="top-menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="top-menu"
            onClick={() => setMenuOpen((open) => !open)}
            data-testid="top-menu-toggle"
          >
            {t('app.menu')}
          </button>
          <div className="top-menu" id="top-menu">
            <LobbyLink />
            <a className="top-link" href="/#/ratings/linx" data-testid="leaderboards-link">
              {t('ratings.link')}
            </a>
            <PlayerBadge />
            <fieldset className="lang">
              <legend className="sr-only">{t('app.language')}</legend>
              {LANGUAGES.map((lng: Language) => (
                <button
                  key={lng}
                  type="button"
                  lang={lng}
                  aria-pressed={i18n.language === lng}
                  onClick={() => switchLanguage(i18n, lng)}
                  data-lang={lng}
                >
                  {lng === 'fr' ? 'Français' : 'English'}
                </button>
              ))}
            </fieldset>
          </div>
        </header>
        <main id="main" tabIndex={-1}>
          <Page route={route} />
        </main>
        <UpdateOffer />
      </div>
    </PlayerProvider>
  );
}
