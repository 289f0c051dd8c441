import type { Player } from '@ludotheque/protocol';
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { FastifyRequest } from 'fastify';
import { type PlayersDb, toPlayer } from './players.js';

/** A challenge must be answered within this time (the browser's own timeout is 60 s). */
const CHALLENGE_MS = 5 * 60_000;
const RP_NAME = 'Ludothèque';

/**
 * The relying party as the request sees it: the host name (WebAuthn refuses IP addresses, so a passkey needs a
 * name such as `localhost`) and the page's origin (`X-Forwarded-*` read only behind a trusted proxy).
 */
export const relyingParty = (request: FastifyRequest) => ({
  rpID: request.hostname.replace(/:\d+$/, '').replace(/^\[|\]$/g, ''),
  origin: `${request.protocol}://${request.host}`,
});

const challengeOf = (clientDataJSON: string): string | null => {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString()) as { challenge?: unknown };
    return typeof data.challenge === 'string' ? data.challenge : null;
  } catch {
    return null;
  }
};

/**
 * Passkeys for accounts (`@simplewebauthn/server`): register one to a signed-in account, log in with it (a
 * discoverable credential: no username typed). Challenges live in the store, so a browser may get its options from
 * one node and answer another; each is used once.
 */
export class Passkeys {
  constructor(
    private readonly db: PlayersDb,
    private readonly now: () => number = Date.now,
  ) {}

  private async remember(challenge: string, purpose: 'register' | 'login', playerId: string | null): Promise<void> {
    const created = new Date(this.now()).toISOString();
    await this.db
      .deleteFrom('webauthn_challenges')
      .where('created', '<', new Date(this.now() - CHALLENGE_MS).toISOString())
      .execute();
    await this.db
      .insertInto('webauthn_challenges')
      .values({ challenge, purpose, player_id: playerId, created })
      .execute();
  }

  /** Takes (deletes) a challenge: true when it was handed out for this purpose and player, and is still fresh. */
  private async consume(challenge: string, purpose: 'register' | 'login', playerId: string | null): Promise<boolean> {
    const row = await this.db
      .deleteFrom('webauthn_challenges')
      .where('challenge', '=', challenge)
      .returning(['purpose', 'player_id', 'created'])
      .executeTakeFirst();
    return (
      row !== undefined &&
      row.purpose === purpose &&
      row.player_id === playerId &&
      this.now() - Date.parse(row.created) < CHALLENGE_MS
    );
  }

  async registrationOptions(
    request: FastifyRequest,
    player: Player & { readonly username: string },
  ): Promise<PublicKeyCredentialCreationOptionsJSON> {
    const existing = await this.db
      .selectFrom('passkeys')
      .select(['id', 'transports'])
      .where('player_id', '=', player.id)
      .execute();
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: relyingParty(request).rpID,
      userName: player.username,
      userID: new TextEncoder().encode(player.id),
      userDisplayName: player.name,
      attestationType: 'none',
      excludeCredentials: existing.map((c) => ({
        id: c.id,
        transports: JSON.parse(c.transports) as AuthenticatorTransportFuture[],
      })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    await this.remember(options.challenge, 'register', player.id);
    return options;
  }

  /** Stores the new passkey when the answer is valid for this player's challenge; false otherwise. */
  async register(request: FastifyRequest, playerId: string, response: RegistrationResponseJSON): Promise<boolean> {
    const challenge = challengeOf(response.response.clientDataJSON);
    if (challenge === null || !(await this.consume(challenge, 'register', playerId))) return false;
    const { rpID, origin } = relyingParty(request);
    const verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    }).catch(() => null);
    if (verified === null || !verified.verified) return false;
    const { credential } = verified.registrationInfo;
    await this.db
      .insertInto('passkeys')
      .values({
        id: credential.id,
        player_id: playerId,
        public_key: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: JSON.stringify(credential.transports ?? []),
        created: new Date(this.now()).toISOString(),
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    return true;
  }

  async loginOptions(request: FastifyRequest): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const options = await generateAuthenticationOptions({
      rpID: relyingParty(request).rpID,
      userVerification: 'preferred',
    });
    await this.remember(options.challenge, 'login', null);
    return options;
  }

  /** The account whose passkey answered a login challenge; null when anything does not check out. */
  async login(request: FastifyRequest, response: AuthenticationResponseJSON): Promise<Player | null> {
    const challenge = challengeOf(response.response.clientDataJSON);
    if (challenge === null || !(await this.consume(challenge, 'login', null))) return null;
    const row = await this.db
      .selectFrom('passkeys as k')
      .innerJoin('players as p', 'p.id', 'k.player_id')
      .select(['k.id as credential', 'k.public_key', 'k.counter', 'k.transports', 'p.id', 'p.name', 'p.username'])
      .where('k.id', '=', response.id)
      .executeTakeFirst();
    if (row === undefined) return null;
    const { rpID, origin } = relyingParty(request);
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: row.credential,
        publicKey: new Uint8Array(Buffer.from(row.public_key, 'base64url')),
        counter: Number(row.counter),
        transports: JSON.parse(row.transports) as AuthenticatorTransportFuture[],
      },
      requireUserVerification: false,
    }).catch(() => null);
    if (verified === null || !verified.verified) return null;
    await this.db
      .updateTable('passkeys')
      .set({ counter: verified.authenticationInfo.newCounter })
      .where('id', '=', row.credential)
      .execute();
    return toPlayer(row);
  }

  /** How many passkeys an account has (the account page shows it). */
  async count(playerId: string): Promise<number> {
    const rows = await this.db.selectFrom('passkeys').select('id').where('player_id', '=', playerId).execute();
    return rows.length;
  }
}
