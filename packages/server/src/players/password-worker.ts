import { parentPort } from 'node:worker_threads';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as en from '@zxcvbn-ts/language-en';
import * as fr from '@zxcvbn-ts/language-fr';
import type { StrengthReply, StrengthRequest } from './password-policy.js';

/**
 * The strength estimator's own thread (password-policy.ts): its dictionaries (common passwords, English and French
 * words, names, Wikipedia) load once, when the first password is checked, and its matching (up to tens of
 * milliseconds for a crafted password) never holds the server's event loop.
 *
 * No `translations`: the feedback comes back as the library's keys (`topTen`, `anotherWord`…), which the page
 * translates in its own words (web/src/players/i18n.ts). `maxLength` 64: the estimate reads the first 64 characters
 * (a longer password is judged by them: its rest only adds strength); `l33tMaxSubstitutions` 4: the default (100) made
 * one crafted password of 64 characters cost seconds, 4 catches `p@ssw0rd` and keeps the worst case near 60 ms.
 */
const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...en.dictionary, ...fr.dictionary },
  graphs: common.adjacencyGraphs,
  maxLength: 64,
  l33tMaxSubstitutions: 4,
});

parentPort?.on('message', (req: StrengthRequest) => {
  let reply: StrengthReply;
  try {
    const r = zxcvbn.check(req.password, [...req.inputs]);
    reply = { id: req.id, score: r.score, warning: r.feedback.warning, suggestions: r.feedback.suggestions };
  } catch {
    reply = { id: req.id, score: -1, warning: null, suggestions: [] };
  }
  parentPort?.postMessage(reply);
});
