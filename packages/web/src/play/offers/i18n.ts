/**
 * The offers bar's texts (takeback and rematch offers at an online table) and the error codes of the table
 * commands, in French and English. `registerOffersTexts` adds them to an i18next instance once (the bar calls it
 * itself, so the app's own resource files need no change).
 */
import type { i18n } from 'i18next';
import { addTexts } from '../../i18n/addTexts.js';

const en = {
  label: 'Offers',
  takebackAsked: '{{name}} asks to take back a move',
  takebackWaiting: 'Takeback asked: waiting for {{name}}',
  rematchOffered: '{{name}} offers a rematch',
  rematchWaiting: 'Rematch offered: waiting for the other players',
  rematchReady: 'The rematch is ready.',
  playRematch: 'Play the rematch',
  watchRematch: 'Watch the rematch',
  accept: 'Accept',
  decline: 'Decline',
};
type Texts = typeof en;

const fr: Texts = {
  label: 'Propositions',
  takebackAsked: '{{name}} demande à reprendre un coup',
  takebackWaiting: 'Reprise demandée\u00a0: en attente {{name, de}}',
  rematchOffered: '{{name}} propose une revanche',
  rematchWaiting: 'Revanche proposée\u00a0: en attente des autres joueurs',
  rematchReady: 'La revanche est prête.',
  playRematch: 'Jouer la revanche',
  watchRematch: 'Regarder la revanche',
  accept: 'Accepter',
  decline: 'Refuser',
};

/**
 * Why a takeback is refused (server table/README.md, engine takeback.ts): the protocol's codes online, and the
 * engine's `takebackReveals` at a local table (the controls bar registers these too).
 */
const takebackEn = {
  takebackReveals:
    'no takeback here, since a move it would undo showed you something hidden (a drawn tile, an uncovered piece, a chance outcome)',
  takebackRated: 'in a rated game a bot does not accept takebacks',
};
const takebackFr: typeof takebackEn = {
  takebackReveals:
    'pas de reprise possible, car un coup qu’elle annulerait vous a montré quelque chose de caché (une tuile piochée, une pièce découverte, un tirage au hasard)',
  takebackRated: 'dans une partie classée, un robot n’accepte pas de reprise',
};
export const takebackErrorTexts = { en: takebackEn, fr: takebackFr };

/** The protocol's error codes of the table commands, as the error line shows them (`errors.<code>`). */
const errorsEn = {
  takebackPlayers: 'takebacks are only for games of two players',
  nothingToTakeBack: 'you have no move to take back',
  ...takebackErrorTexts.en,
  offerPending: 'an offer already waits for an answer',
  noOffer: 'there is no offer to answer',
  notAbortable: 'a move was made: the game can no longer be cancelled',
  tooManyAborts: 'you have cancelled too many games in the last 24 hours: play this one, or resign',
  aborted: 'the game was cancelled',
  notOver: 'a rematch can be offered once the game is over',
  unsupported: 'not available in this game',
  berserkNotTournament: 'berserk is only for games of a tournament arena that allows it, with a real-time clock',
  berserkMoved: 'berserk is only possible before your first move',
  berserkTwice: 'you are berserk already',
};
const errorsFr: typeof errorsEn = {
  takebackPlayers: 'les reprises ne se font qu’à deux joueurs',
  nothingToTakeBack: 'vous n’avez aucun coup à reprendre',
  ...takebackErrorTexts.fr,
  offerPending: 'une proposition attend déjà une réponse',
  noOffer: 'aucune proposition à laquelle répondre',
  notAbortable: 'un coup a été joué\u00a0: la partie ne peut plus être annulée',
  tooManyAborts: 'vous avez annulé trop de parties ces dernières 24\u00a0heures\u00a0: jouez celle-ci, ou abandonnez',
  aborted: 'la partie a été annulée',
  notOver: 'la revanche se propose une fois la partie finie',
  unsupported: 'indisponible dans cette partie',
  berserkNotTournament:
    'le berserk n’existe que dans les parties d’une arène de tournoi qui le permet, avec une pendule en temps réel',
  berserkMoved: 'le berserk n’est possible qu’avant votre premier coup',
  berserkTwice: 'vous jouez déjà berserk',
};

export const offersTexts = { en, fr } as const;

export function registerOffersTexts(instance: i18n): void {
  addTexts(instance, 'offers.accept', { en: { offers: en, errors: errorsEn }, fr: { offers: fr, errors: errorsFr } });
}
