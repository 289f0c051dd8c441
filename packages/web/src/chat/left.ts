import { MAX_CHAT_CHARS } from '@ludotheque/protocol';

/**
 * The characters a draft may still take, as the server counts them (code points after trimming). The input holds
 * at most MAX_CHAT_CHARS UTF-16 units (`maxLength`), so this is never below 0; it is clamped all the same, so a
 * pasted text the browser let through never shows "-1 characters left" (issue 23).
 */
export const charactersLeft = (draft: string): number => Math.max(0, MAX_CHAT_CHARS - [...draft.trim()].length);
