import type { MeResponse } from '@ludotheque/protocol';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { type ApiResult, call } from './api.js';

export const passkeysSupported = (): boolean => browserSupportsWebAuthn();

/** Adds a passkey to the signed-in account: the server's options, the browser's ceremony, the server's check. */
export async function addPasskey(): Promise<ApiResult<{ passkeys: number }>> {
  const options = await call<PublicKeyCredentialCreationOptionsJSON>('POST', '/api/passkeys/register/options', {});
  if (!options.ok) return options;
  let response: unknown;
  try {
    response = await startRegistration({ optionsJSON: options.value });
  } catch {
    return { ok: false, error: 'passkeyCancelled' };
  }
  return call<{ passkeys: number }>('POST', '/api/passkeys/register', response);
}

/** Signs in with a passkey of this device (discoverable: no username to type). */
export async function passkeyLogin(): Promise<ApiResult<MeResponse>> {
  const options = await call<PublicKeyCredentialRequestOptionsJSON>('POST', '/api/passkeys/login/options', {});
  if (!options.ok) return options;
  let response: unknown;
  try {
    response = await startAuthentication({ optionsJSON: options.value });
  } catch {
    return { ok: false, error: 'passkeyCancelled' };
  }
  return call<MeResponse>('POST', '/api/passkeys/login', response);
}
