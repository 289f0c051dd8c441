import { describe, expect, it } from 'vitest';
import { backends } from '../fixtures/backends.js';
import { Browser } from '../fixtures/browser.js';

/**
 * Issue 16, passkeys: what the server refuses without a browser (the ceremony itself runs in Chromium with its
 * virtual authenticator: web/e2e/players.e2e.test.ts).
 */

const clientData = (challenge: string) =>
  Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge, origin: 'http://localhost' })).toString('base64url');

describe.each(backends('passkeys'))('passkeys on $name', (backend) => {
  it('belong to accounts; malformed or unknown answers change nothing', async () => {
    const server = await backend.start();
    const guest = new Browser(server.url);
    await guest.request('GET', '/api/me');
    const noAccount = await guest.json<{ error: string }>('POST', '/api/passkeys/register/options', {});
    expect([noAccount.status, noAccount.body.error]).toEqual([401, 'unauthorized']);
    const options = await guest.json<{ challenge: string; rpId?: string; userVerification?: string }>(
      'POST',
      '/api/passkeys/login/options',
      {},
    );
    expect(options.status).toBe(200);
    expect(options.body.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(options.body.rpId).toBe('127.0.0.1');
    const garbage = await guest.json<{ error: string }>('POST', '/api/passkeys/login', { hello: 1 });
    expect([garbage.status, garbage.body.error]).toEqual([400, 'badRequest']);
    // A well-formed answer to a challenge this server never gave, then to the real one with an unknown credential.
    for (const challenge of ['A'.repeat(43), options.body.challenge]) {
      const forged = await guest.json<{ error: string }>('POST', '/api/passkeys/login', {
        id: 'bm8tc3VjaC1rZXk',
        rawId: 'bm8tc3VjaC1rZXk',
        type: 'public-key',
        clientExtensionResults: {},
        response: { clientDataJSON: clientData(challenge), authenticatorData: 'AA', signature: 'AA' },
      });
      expect([forged.status, forged.body.error]).toEqual([401, 'passkeyRefused']);
    }
    // The challenge was used up by that attempt.
    const rows = await backend.rows(server, 'SELECT challenge FROM webauthn_challenges WHERE challenge = ?', [
      options.body.challenge,
    ]);
    expect(rows).toEqual([]);
    expect((await guest.json<{ registered: boolean }>('GET', '/api/me')).body.registered).toBe(false);
  });
});
