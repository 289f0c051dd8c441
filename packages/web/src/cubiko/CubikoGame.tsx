import type { Frame } from '@ludotheque/cubiko';
import type { Json } from '@ludotheque/engine';
import type { TFunction } from 'i18next';
import { useEffect, useMemo, useRef, useState } from 'react';
import { TableControls } from '../play/controls/TableControls.js';
import { ErrorLine } from '../play/ErrorLine.js';
import { useOutcomeWords } from '../play/ends/EndFacts.js';
import { useSetAside } from '../play/ends/EndReason.js';
import { registerCommonEndTexts } from '../play/ends/texts.js';
import { reducedMotion } from '../play/feel/motion.js';
import { SoundToggle, useTableSounds } from '../play/feel/useFeel.js';
import { frozenStatus, live } from '../play/frozen.js';
import { chooseViewer } from '../play/hotseat.js';
import { OffersBar } from '../play/offers/OffersBar.js';
import type { SessionState } from '../play/session.js';
import type { TableSnapshot } from '../play/types.js';
import { CubikoBoard } from './CubikoBoard.js';
import { CubikoEnd, cubikoEndTitle } from './End.js';
import { endReason } from './end.js';
import { aimOfThrow } from './hint.js';
import { useCubikoTexts } from './i18n.js';
import {
  type Aim,
  canThrow,
  cellClick,
  choices,
  cubeClick,
  readLogged,
  type ThrowResult,
  throwOf,
  throwResult,
  throwText,
  throwToReplay,
  UNAIMED,
} from './model.js';
import { AimPanel, CellGrid, ChoicePanel, MoveLog, Players } from './Panels.js';
import { type CubikoModule, physicsReady, trajectory, useCubikoModule, whenPhysics } from './physics.js';
import { ThrowNews } from './ThrowNews.js';
import { type CubikoTable, readCubikoView } from './view.js';
import './cubiko.css';

/** The same props as `LinxGame` (`BoardProps` of `boards.ts`), so routes and sessions wire it the same way. */
export interface CubikoGameProps {
  readonly state: SessionState;
  readonly play: (seat: number, move: string) => void;
  /** Null when this table cannot start a rematch itself (online). */
  readonly onRematch: (() => void) | null;
  readonly onNewGame: () => void;
}

/** Cubiko has no hidden information: any view held here, or the spectator's, draws the same table. */
function pickView(snap: TableSnapshot, mySeats: readonly number[]): Json | null {
  const mine = mySeats.find((s) => snap.views[s]);
  return (mine !== undefined ? snap.views[mine] : snap.spectatorView) ?? snap.views.find((v) => v) ?? null;
}

/** What the board shows: the view drawn and how much of the log it includes (a throw after it is replayed). */
interface Shown {
  readonly json: Json | null;
  readonly logLength: number;
}

export function CubikoGame({ state, play, onRematch, onNewGame }: CubikoGameProps) {
  const { t } = useCubikoTexts();
  const loaded = useCubikoModule();
  if (!loaded) return <p className="loading">{t('cubiko.loading')}</p>;
  if ('error' in loaded) {
    return (
      <p className="error" role="alert">
        {t('cubiko.loadFailed', { message: loaded.error })}
      </p>
    );
  }
  return <Table t={t} mod={loaded.mod} state={state} play={play} onRematch={onRematch} onNewGame={onNewGame} />;
}

/**
 * Keeps the drawn view behind the session while told throws are replayed (CB-6's effective throw, re-simulated
 * from the view it started from): the views seen after each log length are kept, so the moves that follow a throw
 * (a bot's placement) wait for its replay, and the next throw replays from the right world.
 */
function useShown(mod: CubikoModule, snap: TableSnapshot | null, json: Json | null) {
  const [shown, setShown] = useState<Shown | null>(null);
  const [replay, setReplay] = useState<Frame[] | null>(null);
  const [, physicsArrived] = useState(false);
  const history = useRef(new Map<number, Json | null>());
  // The ball's cell in the view seen after each log length (null: the throw phase), for the log's throw results;
  // read again only when that length's view changes (a rematch starts a new log from 0).
  const ballCells = useRef(new Map<number, { json: Json | null; cell: string | null | undefined }>());
  const seen = snap ? ballCells.current.get(snap.log.length) : undefined;
  if (snap && seen?.json !== json)
    ballCells.current.set(snap.log.length, { json, cell: readCubikoView(json)?.ballCell });
  if (snap) history.current.set(snap.log.length, json);
  const advance = (from: Shown, log: TableSnapshot['log']): Shown => {
    const next = from.logLength + 1;
    const known = history.current.get(next);
    return known !== undefined && next < log.length
      ? { json: known, logLength: next }
      : { json, logLength: log.length };
  };
  useEffect(() => {
    if (!snap || replay) return;
    const latest = { json, logLength: snap.log.length };
    if (!shown || shown.logLength > latest.logLength) return setShown(latest);
    if (shown.logLength === latest.logLength) {
      if (shown.json !== json) setShown(latest);
      return;
    }
    const idx = throwToReplay(shown.logLength, snap.log);
    const entry = idx === null ? null : readLogged(snap.log[idx]?.text ?? '');
    const before = shown.json;
    if (entry?.kind === 'throw' && before && typeof before === 'object' && !Array.isArray(before)) {
      // The replay needs the physics, which loads in the background: the throw waits for it (a failed load shows
      // the new position without the flight).
      if (!reducedMotion() && !physicsReady()) {
        let live = true;
        const again = () => live && physicsArrived((x) => !x);
        whenPhysics().then(again, () => {
          live && setShown(advance(shown, snap.log));
        });
        return () => {
          live = false;
        };
      }
      // Less motion asked: the ball's flight is not replayed, the world after it is shown at once.
      const frames = reducedMotion() || !physicsReady() ? null : trajectory(mod, before, entry.t);
      if (frames && frames.length > 1) return setReplay(frames);
    }
    setShown(advance(shown, snap.log));
  });
  const done = () => {
    setReplay(null);
    if (snap && shown) setShown(advance(shown, snap.log));
  };
  const cellAfter = (length: number) => ballCells.current.get(length)?.cell;
  return { shown, replay, done, cellAfter };
}

interface TableProps extends CubikoGameProps {
  readonly t: TFunction;
  readonly mod: CubikoModule;
}

function Table({ t, mod, state, play, onRematch, onNewGame }: TableProps) {
  const { i18n } = useCubikoTexts();
  registerCommonEndTexts(i18n);
  const snap = state.snapshot;
  const [previous, setPrevious] = useState<number | null>(null);
  const [aim, setAim] = useState<Aim>(UNAIMED);
  const viewer = chooseViewer(state.mySeats, snap?.toMove ?? null, previous, snap?.result != null);
  useEffect(() => {
    if (viewer !== null) setPrevious(viewer);
  }, [viewer]);
  // Every new turn of a person here starts un-aimed: the last throw's aim is not kept for the next one (a skill).
  const turnAt = snap && viewer !== null && snap.toMove === viewer ? snap.log.length : -1;
  useEffect(() => {
    if (turnAt >= 0) setAim(UNAIMED);
  }, [turnAt]);
  // A suggested throw (a hint) is shown as the aim: its line on the table and its values in the aim panel.
  const hinted = state.hint && state.hint.seat === viewer ? state.hint.move : null;
  useEffect(() => {
    const suggested = aimOfThrow(hinted);
    if (suggested) setAim(suggested);
  }, [hinted]);
  const json = snap ? pickView(snap, state.mySeats) : null;
  const { shown, replay, done, cellAfter } = useShown(mod, snap, json);
  const table = useMemo(() => readCubikoView(shown?.json ?? null), [shown]);
  const { aside, setAside, restore } = useSetAside(snap?.version ?? -1);
  // Cubiko takes nothing: every throw, placement or move sounds as a move.
  useTableSounds(snap, viewer !== null && snap?.toMove === viewer);
  if (!snap || !table) return <p className="loading">{t('cubiko.loading')}</p>;

  const names = snap.seats.map((s, i) => s.name || t('play.player', { n: i + 1 }));
  // A throw's result is told once the board shows the world after it (never during its replay).
  const shownLength = shown?.logLength ?? 0;
  const results = snap.log.map((_, i) => (i < shownLength ? throwResult(snap.log, i, cellAfter(i + 1)) : null));
  const myTurn =
    viewer !== null && snap.toMove === viewer && !replay && shown?.logLength === snap.log.length && live(snap);
  const { throwing, options, send, movable, onCube, onCell } = actions(table, viewer, myTurn ? snap.legal : [], play);
  return (
    <div className="cubiko-game">
      <StatusBar t={t} snap={snap} table={table} names={names} myTurn={myTurn} replaying={replay !== null} />
      <ThrowNews log={snap.log} results={results} names={names} language={i18n.language} />
      <div className="game-main">
        <div className="board-column">
          <CubikoBoard
            t={t}
            mod={mod}
            table={table}
            seat={viewer}
            aiming={throwing}
            aim={aim}
            onAim={setAim}
            onThrow={(a) => {
              setAim(a);
              send(throwText(throwOf(a)));
            }}
            onCube={onCube}
            onCell={onCell}
            replay={replay}
            onReplayDone={done}
            movable={movable}
          />
          {throwing && viewer !== null && (
            <AimPanel
              t={t}
              aim={aim}
              onAim={setAim}
              onThrow={() => send(throwText(throwOf(aim)))}
              onPass={() => send('pass')}
            />
          )}
          {options.length > 0 && viewer !== null && (
            <ChoicePanel t={t} table={table} viewer={viewer} options={options} onMove={send} />
          )}
          <TableControls state={state} seat={viewer} onRematch={onRematch} names={names} />
          <ErrorLine error={state.error} />
          <OffersBar state={state} />
        </div>
        <Side
          t={t}
          snap={snap}
          table={table}
          names={names}
          mySeats={state.mySeats}
          onCell={onCell}
          results={results}
          winning={winningCells(snap, table, mod)}
        />
      </div>
      {snap.result && !replay && aside && restore}
      {snap.result && !replay && !aside && (
        <CubikoEnd
          onLook={setAside}
          t={t}
          table={table}
          outcome={snap.result}
          names={names}
          pointsOf={(cells) => mod.pointsOfCells(cells)}
          onRematch={onRematch}
          onNewGame={onNewGame}
        />
      )}
    </div>
  );
}

interface SideProps {
  readonly t: TFunction;
  readonly snap: TableSnapshot;
  readonly table: CubikoTable;
  readonly names: readonly string[];
  readonly mySeats: readonly number[];
  readonly onCell: (cell: string) => void;
  readonly results: readonly (ThrowResult | null)[];
  readonly winning: readonly string[];
}

/** The winning configuration's cells once the game is over (CB-15, CB-16), else none. */
function winningCells(snap: TableSnapshot, table: CubikoTable, mod: CubikoModule): readonly string[] {
  if (!snap.result) return [];
  const reason = endReason(table, snap.result.ranks, (cells) => mod.pointsOfCells(cells));
  return reason.kind === 'configuration' ? reason.cells : [];
}

/** Players, the nine cells as buttons, the move log. */
function Side({ t, snap, table, names, mySeats, onCell, results, winning }: SideProps) {
  const seats = snap.seats.map((s, i) => ({
    name: names[i] ?? '',
    isBot: s.kind === 'bot',
    isMe: mySeats.includes(i),
  }));
  return (
    <aside className="side">
      <Players t={t} table={table} seats={seats} />
      <CellGrid t={t} table={table} onCell={onCell} winning={winning} />
      <MoveLog t={t} log={snap.log} names={names} results={results} />
    </aside>
  );
}

/** What the person at the screen may do now, from the legal moves only (CB-8, CB-11, CB-14). */
function actions(
  table: CubikoTable,
  viewer: number | null,
  legal: readonly string[],
  play: (seat: number, move: string) => void,
) {
  const throwing = canThrow(legal, table.ballCell === null);
  const options = table.ballCell === null ? [] : choices(legal);
  const send = (move: string) => {
    if (viewer !== null) play(viewer, move);
  };
  const movable = options.flatMap((c) =>
    c.kind === 'move' && viewer !== null ? [{ owner: viewer, n: c.n ?? 0 }] : [],
  );
  const onCube = (owner: number, n: number) => {
    const m = cubeClick(legal, viewer, owner, n);
    if (m) send(m);
  };
  const onCell = (cell: string) => {
    const m = cellClick(legal, table.ballCell, cell);
    if (m) send(m);
  };
  return { throwing, options, send, movable, onCube, onCell };
}

interface StatusProps {
  readonly t: TFunction;
  readonly snap: TableSnapshot;
  readonly table: CubikoTable;
  readonly names: readonly string[];
  readonly myTurn: boolean;
  readonly replaying: boolean;
}

function StatusBar({ t, snap, table, names, myTurn, replaying }: StatusProps) {
  const toMove = snap.toMove;
  const name = toMove === null ? '' : (names[toMove] ?? '');
  const words = useOutcomeWords(snap.result, names);
  const status =
    frozenStatus(t, snap) ??
    (replaying
      ? t('cubiko.status.replaying')
      : snap.result
        ? t('ends.common.over', { title: words?.title ?? cubikoEndTitle(t, snap.result.ranks, names) })
        : toMove === null
          ? t('cubiko.status.over')
          : myTurn
            ? table.ballCell === null
              ? t('cubiko.status.yourThrow')
              : t('cubiko.status.yourPlacement', { cell: table.ballCell })
            : t(snap.seats[toMove]?.kind === 'bot' ? 'cubiko.status.thinking' : 'cubiko.status.turnOf', { name }));
  return (
    <header className="game-bar">
      <h1 className="round game-title">Cubiko</h1>
      <span className="muted">{t(`cubiko.scoring.${table.scoring}`)}</span>
      <span className="muted">{t(`cubiko.precision.${table.precision}`, { defaultValue: table.precision })}</span>
      <span className="muted">{t('cubiko.quiet', { n: table.quiet, max: 30 * table.players })}</span>
      <a href="/#/rules/cubiko" target="_blank" rel="noopener">
        {t('cubiko.rules')}
      </a>
      <output className={`status${myTurn ? ' status-mine' : ''}`} aria-live="off" data-testid="status">
        {status}
      </output>
      <SoundToggle />
    </header>
  );
}
