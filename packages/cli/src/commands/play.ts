import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import { type Agent, type AnyGame, Rng, type Seat } from '@ludotheque/engine';
import type { Command } from 'commander';
import { makeAgent, splitSpecs } from '../agents.js';
import { gameOptions, loadGame, sortedMoves } from '../games.js';
import { type Io, parseInteger, println } from '../io.js';
import { type Renderer, rendererFor } from '../render/index.js';
import { describeOutcome } from './replay.js';

interface PlayFlags {
  readonly players?: string;
  readonly options?: string;
  readonly bots: string;
  readonly seat: string;
  readonly seed?: string;
}

/** `ludo play <game>`: one person at the terminal against bots in the other seats. */
export function registerPlay(program: Command, io: Io): void {
  program
    .command('play')
    .description('play in the terminal against bots / jouer dans le terminal contre des bots')
    .argument('<game>', 'game id / jeu (linx…)')
    .option('--players <n>', 'number of players / nombre de joueurs (options.players)')
    .option('--options <json>', 'game options as JSON (keys of the rules file) / options du jeu en JSON')
    .option(
      '--bots <specs>',
      'bots for the other seats, comma separated / bots des autres places, séparés par des virgules',
      'mcts:medium',
    )
    .option('--seat <s>', 'your seat, 0..players-1 (Linx: 0 yellow) / votre place (Linx : 0 jaune)', '0')
    .option('--seed <s>', 'game seed (default: random) / graine de la partie (par défaut : au hasard)')
    .action(async (id: string, flags: PlayFlags) => {
      const game = await loadGame(id);
      const options = gameOptions(game, flags);
      const seat = parseInteger(flags.seat, '--seat', 0, options.players - 1);
      const seed = flags.seed ?? randomUUID();
      const specs = splitSpecs(flags.bots);
      const bots = new Map<Seat, Agent>();
      for (let s = 0, b = 0; s < options.players; s++) {
        if (s !== seat) bots.set(s, makeAgent(game, specs[b++ % specs.length] as string, `${seed}/bot${s}`));
      }
      const session = new Session(game, game.setup(options, Rng.seeded(seed)), seat, bots, io);
      await session.run();
    });
}

const HELP = [
  'Type a move in notation, or a command / Tapez un coup en notation, ou une commande :',
  '  moves (coups)   list your legal moves / liste vos coups légaux',
  '  board (plateau) show the board again / réaffiche le plateau',
  '  help (aide)     this help / cette aide',
  '  quit (quitter)  leave the game / quitter la partie',
].join('\n');

/** One game at the terminal: the loop between the person's prompt and the bots' moves. */
class Session {
  private readonly renderer: Renderer;
  private readonly colour: boolean;
  private readonly lines: AsyncIterator<string>;
  private readonly close: () => void;

  constructor(
    private readonly game: AnyGame,
    private readonly state: unknown,
    private readonly seat: Seat,
    private readonly bots: ReadonlyMap<Seat, Agent>,
    private readonly io: Io,
  ) {
    this.renderer = rendererFor(game);
    this.colour = io.stdout.isTTY === true;
    // One iterator for the whole game: it buffers piped lines that arrive before they are asked for.
    const rl = createInterface({ input: io.stdin, terminal: false, crlfDelay: Number.POSITIVE_INFINITY });
    this.lines = rl[Symbol.asyncIterator]();
    this.close = () => rl.close();
  }

  async run(): Promise<void> {
    const name = (s: Seat) => this.renderer.seatName(s);
    println(this.io.stdout, `${this.game.id}: you play / vous jouez ${name(this.seat)}. ${HELP.split('\n')[0]}`);
    try {
      for (let mover = this.game.toMove(this.state); mover !== null; mover = this.game.toMove(this.state)) {
        if (this.chanceOnly()) this.playChance();
        else if (mover === this.seat) {
          if (!(await this.humanTurn())) return;
        } else this.botTurn(mover);
      }
      println(this.io.stdout, this.renderer.draw(this.game, this.state, this.seat, this.colour));
      const names = Array.from({ length: this.game.options(this.state).players }, (_, s) => name(s));
      println(this.io.stdout, `game over / partie terminée — ${describeOutcome(this.game.outcome(this.state), names)}`);
    } finally {
      this.close();
    }
  }

  /** A state whose only move is chance between rounds (Linx's `next`, LX-20): nobody has a choice, so it is dealt. */
  private chanceOnly(): boolean {
    return this.game.perftLeaf?.(this.state) === true && this.game.legalMoves(this.state).length === 1;
  }

  private playChance(): void {
    const [move] = this.game.legalMoves(this.state);
    println(this.io.stdout, this.renderer.draw(this.game, this.state, this.seat, this.colour));
    println(this.io.stdout, `${this.game.formatMove(this.state, move)} — new round / nouvelle manche`);
    this.game.play(this.state, move);
  }

  private botTurn(mover: Seat): void {
    const bot = this.bots.get(mover);
    if (!bot) throw new Error(`no bot for seat ${mover}`);
    const move = bot.chooseMove(this.game.view(this.state, mover), mover);
    if (!this.game.isLegal(this.state, move)) throw new Error(`bot ${bot.name} chose an illegal move`);
    // Told as the person's seat may know it (a pass shows its hand, LX-13).
    const told = this.game.publicMove(this.state, move, this.seat);
    println(this.io.stdout, `${this.renderer.seatName(mover)} (${bot.name}) plays / joue ${told}`);
    this.game.play(this.state, move);
  }

  /** Prompts until a legal move is played (true) or the person quits or input ends (false). */
  private async humanTurn(): Promise<boolean> {
    println(this.io.stdout, this.renderer.draw(this.game, this.state, this.seat, this.colour));
    for (;;) {
      this.io.stdout.write(`${this.renderer.seatName(this.seat)} — your move / votre coup > `);
      const next = await this.lines.next();
      if (next.done) {
        println(this.io.stdout);
        println(this.io.stdout, 'input ended, game left / fin de l’entrée, partie abandonnée');
        return false;
      }
      const text = next.value.trim();
      // A piped line is not echoed by a terminal; echo it so a transcript reads like a session.
      if (this.io.stdin.isTTY !== true) println(this.io.stdout, text);
      const outcome = this.command(text);
      if (outcome === 'quit') return false;
      if (outcome === 'played') return true;
    }
  }

  private command(text: string): 'quit' | 'played' | 'again' {
    const out = this.io.stdout;
    const word = text.toLowerCase();
    if (word === '') return 'again';
    if (['quit', 'quitter', 'exit', 'q'].includes(word)) {
      println(out, 'bye / au revoir');
      return 'quit';
    }
    if (['help', 'aide', '?'].includes(word)) {
      println(out, HELP);
      if (this.renderer.notation) println(out, this.renderer.notation);
    } else if (['moves', 'coups'].includes(word)) println(out, sortedMoves(this.game, this.state).join(' '));
    else if (['board', 'plateau'].includes(word))
      println(out, this.renderer.draw(this.game, this.state, this.seat, this.colour));
    else return this.tryMove(text);
    return 'again';
  }

  private tryMove(text: string): 'played' | 'again' {
    const parsed = this.game.parseMove(this.state, text);
    const hint = "type 'moves' for your legal moves, 'help' for help / tapez 'coups' ou 'aide'";
    if (!parsed.ok) {
      println(this.io.stdout, `'${text}': ${parsed.error.message} — ${hint}`);
      return 'again';
    }
    if (!this.game.isLegal(this.state, parsed.value)) {
      println(this.io.stdout, `'${text}' is not legal here / n’est pas légal ici — ${hint}`);
      return 'again';
    }
    this.game.play(this.state, parsed.value);
    return 'played';
  }
}
