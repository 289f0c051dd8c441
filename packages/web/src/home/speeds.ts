import { type ClockSetting, clockLabel, REALTIME_PRESETS, UNTIMED } from '@ludotheque/protocol/clock-model';

/**
 * The quick-pairing speeds: the server's quick-match pools (protocol `MatchSpeed` and `SPEED_CLOCKS`: blitz 3+2 and
 * rapid 10+5, the clocks' presets, and untimed). Repeated here from `lobby.ts` as plain values because importing
 * that module brings the protocol's schemas (zod) into the home page's first chunk (issue 28); `speeds.test.ts`
 * checks both agree.
 */
export const HOME_SPEEDS = ['blitz', 'rapid', 'untimed'] as const;
export type HomeSpeed = (typeof HOME_SPEEDS)[number];

export const HOME_SPEED_CLOCKS: Readonly<Record<HomeSpeed, ClockSetting>> = {
  blitz: REALTIME_PRESETS[0] ?? UNTIMED,
  rapid: REALTIME_PRESETS[2] ?? UNTIMED,
  untimed: UNTIMED,
};

/** "3+2", "10+5", or the untimed word of the page's language. */
export const speedClock = (speed: HomeSpeed, untimed: string): string => {
  const clock = HOME_SPEED_CLOCKS[speed];
  return clock.kind === 'untimed' ? untimed : clockLabel(clock, 'en');
};
