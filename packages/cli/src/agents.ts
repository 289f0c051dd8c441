import { createAgent, agentFactory as makeFactory } from '@ludotheque/ai';
import type { Agent, AgentFactory, AnyGame } from '@ludotheque/engine';
import { CliError, check } from './io.js';

/** The agent specs of a comma list (`mcts:hard,random`), blanks dropped; an empty list is a CliError. */
export function splitSpecs(list: string): string[] {
  const specs = list
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  if (specs.length === 0) throw new CliError(`no agent in '${list}' (e.g. mcts:hard,random)`);
  return specs;
}

/** One agent for one seat; a bad spec is a CliError naming it. */
export function makeAgent(game: AnyGame, spec: string, seed: string): Agent {
  return check(createAgent(game, spec, seed), `bad agent '${spec}'`);
}

/** A factory for the engine's `runSeries`; the spec is checked here, before any game starts. */
export function agentFactory(game: AnyGame, spec: string): AgentFactory {
  return check(makeFactory(game, spec), `bad agent '${spec}'`);
}
