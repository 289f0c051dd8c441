/**
 * The table's sounds, synthesized with WebAudio (no audio files): a move, a capture, your turn, the end, low time. Off when
 * muted (remembered in localStorage), under automation (`navigator.webdriver`: the end-to-end tests) or with
 * `?sound=0` in the address, so tests never make noise. Nothing here throws: a browser without audio stays silent.
 */

export const SOUNDS = ['move', 'capture', 'turn', 'end', 'lowTime'] as const;
export type Sound = (typeof SOUNDS)[number];

export const MUTE_KEY = 'ludotheque.muted';

/** Notes per sound: [frequency Hz, start s, length s]; short and soft, a wooden "tock" and small chimes. */
export const NOTES: Readonly<Record<Sound, readonly (readonly [number, number, number])[]>> = {
  move: [[520, 0, 0.08]],
  capture: [
    [660, 0, 0.07],
    [440, 0.07, 0.12],
  ],
  turn: [
    [784, 0, 0.09],
    [1046, 0.1, 0.14],
  ],
  end: [
    [523, 0, 0.16],
    [659, 0.16, 0.16],
    [784, 0.32, 0.3],
  ],
  // The clocks' low-time warning (clocks/): two short high pips.
  lowTime: [
    [988, 0, 0.05],
    [988, 0.12, 0.05],
  ],
};

/** Whether sounds are muted: an explicit choice first, else off under automation or `?sound=0`, else on. */
export function isMuted(stored: string | null, webdriver: boolean, query: string): boolean {
  if (stored === '1') return true;
  if (stored === '0') return false;
  return webdriver || new URLSearchParams(query).get('sound') === '0';
}

function readStored(): string | null {
  try {
    return window.localStorage.getItem(MUTE_KEY);
  } catch {
    return null; // storage can be disabled
  }
}

export function mutedNow(): boolean {
  if (typeof window === 'undefined') return true;
  return isMuted(readStored(), navigator.webdriver === true, window.location.search);
}

export function setMuted(muted: boolean): void {
  try {
    window.localStorage.setItem(MUTE_KEY, muted ? '1' : '0');
  } catch {
    // storage can be disabled; the choice holds for this page only
  }
}

let context: AudioContext | null = null;

/** Plays a sound unless muted. The audio context is made on first use (browsers allow it after a gesture). */
export function playSound(sound: Sound): void {
  if (mutedNow() || typeof AudioContext === 'undefined') return;
  try {
    context ??= new AudioContext();
    const ctx = context;
    const now = ctx.currentTime;
    for (const [freq, start, length] of NOTES[sound]) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = sound === 'move' ? 'triangle' : 'sine';
      osc.frequency.value = freq;
      gain.gain.setValueAtTime(0.0001, now + start);
      gain.gain.exponentialRampToValueAtTime(0.12, now + start + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, now + start + length);
      osc.connect(gain).connect(ctx.destination);
      osc.start(now + start);
      osc.stop(now + start + length + 0.02);
    }
  } catch {
    // no audio output: stay silent
  }
}
