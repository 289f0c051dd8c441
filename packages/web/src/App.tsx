import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language, switchLanguage } from './i18n/index.js';
import { LobbyLink } from './lobby/LobbyLink.js';
import { UpdateOffer } from './offline/UpdateOffer.js';
import { Home } from './pages/Home.js';
import { skipToBoard } from './play/skipToBoard.js';
import { PlayerBadge } from './players/PlayerBadge.js';
import { PlayerProvider } from './players/PlayerContext.js';
import './ratings/header.css';
import { parseRoute, type Route } from './route.js';

// Only the home page is in the first chunk (issue 28: ≤ 120 kB gzipped before it shows); every other page, with its
// games' engines, boards and texts, is its own chunk, loaded when opened.
// biome-ignore lint/suspicious/noExplicitAny: each page has its own props; the route passes them.
const named = <K extends string>(load: () => Promise<Record<K, ComponentType<any>>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));
const Rules = named(() => import('./pages/Rules.js'), 'Rules');
const Learn = named(() => import('./learn/Learn.js'), 'Learn');
const NewGame = named(() => import('./pages/NewGame.js'), 'NewGame');
const LocalRoute = named(() => import('./saves/LocalRoute.js'), 'LocalRoute');
const Invites = named(() => import('./pages/GamePages.js'), 'Invites');
const PuzzlePage = named(() => import('./puzzles/PuzzlePage.js'), 'PuzzlePage');
// Online play pulls in the protocol's schemas (zod): load it only for `/play/<id>`.
const OnlineGame = lazy(() => import('./pages/OnlineGame.js'));
// The lobby parses the lobby's frames with the protocol's schemas too.
const LobbyPage = lazy(() => import('./lobby/LobbyPage.js'));
// The player's page brings the passkeys' browser code: loaded when opened.
const PlayerPage = lazy(() => import('./players/PlayerPage.js'));
const Leaderboards = lazy(() => import('./ratings/Leaderboards.js'));
const ProfilePage = lazy(() => import('./players/ProfilePage.js'));
// The moderators' page, and what a moderator told the player (moderation/): their own chunks.
const ModerationPage = lazy(() => import('./moderation/ModerationPage.js'));
const ModerationNotice = named(() => import('./moderation/ModerationNotice.js'), 'ModerationNotice');
const TournamentsPage = named(() => import('./tournaments/TournamentsPage.js'), 'TournamentsPage');
const TournamentPage = named(() => import('./tournaments/TournamentPage.js'), 'TournamentPage');
const ChallengesPage = named(() => import('./challenges/ChallengesPage.js'), 'ChallengesPage');
// The bell (its socket, its schemas, its texts) comes just after the page shows, not before.
const NotificationBell = named(() => import('./notifications/NotificationBell.js'), 'NotificationBell');

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
  return (
    <Suspense fallback={null}>
      <RoutePage route={route} />
    </Suspense>
  );
}

function RoutePage({ route }: { route: Route }) {
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
      return <LobbyPage />;
    case 'puzzles':
      return <PuzzlePage game={route.game} />;
    case 'online':
      return <OnlineGame id={route.id} token={route.token} seat={route.seat} />;
    case 'me':
      return <PlayerPage />;
    case 'ratings':
      return <Leaderboards game={route.game} />;
    case 'playerRatings':
      // The old rating page is the profile now: it names its player (issue 25).
      return <ProfilePage key={route.player} id={route.player} />;
    case 'player':
      return <ProfilePage key={route.id} id={route.id} />;
    case 'mod':
      return <ModerationPage />;
    case 'tournaments':
      return <TournamentsPage />;
    case 'tournament':
      return <TournamentPage key={route.id} id={route.id} />;
    case 'challenges':
      return <ChallengesPage />;
  }
}

export function App() {
  const { t, i18n } = useTranslation();
  const route = useRoute();
  const [menuOpen, setMenuOpen] = useState(false);
  // A new page closes the phone's menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the route is the trigger, not an input
  useEffect(() => setMenuOpen(false), [route]);
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
              {t('app.ratingsLink')}
            </a>
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
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
          <Suspense fallback={null}>
            <ModerationNotice page={route.page} />
          </Suspense>
          <Page route={route} />
        </main>
        <UpdateOffer />
      </div>
    </PlayerProvider>
  );
}
