/**
 * The seeded PRNG every game keeps in its state (sfc32: 128-bit state, fast in plain 32-bit integer arithmetic,
 * passes PractRand far beyond what games draw). Chance in rules only ever comes from here, so the same seed and
 * moves give the same game on the server, in the browser and in the CLI.
 */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  private constructor(a: number, b: number, c: number, d: number) {
    this.a = a >>> 0;
    this.b = b >>> 0;
    this.c = c >>> 0;
    this.d = d >>> 0;
  }

  /** A generator from any seed text or number (hashed, then warmed up so close seeds diverge at once). */
  static seeded(seed: string | number): Rng {
    const [a, b, c, d] = hash128(String(seed));
    const rng = new Rng(a, b, c, d);
    for (let i = 0; i < 12; i++) rng.u32();
    return rng;
  }

  /**
   * Restores a state written by `save`; any other text is hashed into a seed, so a hand-written setup may put
   * anything in its `rng` field.
   */
  static restore(text: string): Rng {
    if (/^[0-9a-f]{32}$/.test(text) && !/^0{32}$/.test(text)) {
      const w = [0, 8, 16, 24].map((i) => Number.parseInt(text.slice(i, i + 8), 16));
      return new Rng(w[0] ?? 0, w[1] ?? 0, w[2] ?? 0, w[3] ?? 0);
    }
    return Rng.seeded(text);
  }

  /** The state as 32 lowercase hex digits. */
  save(): string {
    return [this.a, this.b, this.c, this.d].map((w) => (w >>> 0).toString(16).padStart(8, '0')).join('');
  }

  clone(): Rng {
    return new Rng(this.a, this.b, this.c, this.d);
  }

  copyFrom(other: Rng): void {
    this.a = other.a;
    this.b = other.b;
    this.c = other.c;
    this.d = other.d;
  }

  /** A uniform 32-bit unsigned integer. */
  u32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A uniform integer in [0, n) for 1 <= n <= 2^32, without modulo bias (rejection). */
  below(n: number): number {
    if (n <= 1) return 0;
    const limit = 0x100000000 - (0x100000000 % n);
    let x = this.u32();
    while (x >= limit) x = this.u32();
    return x % n;
  }

  /** A uniform integer in [lo, hi], both included. */
  int(lo: number, hi: number): number {
    return lo + this.below(hi - lo + 1);
  }

  /** A uniform float in [0, 1) with 32 random bits. */
  float(): number {
    return this.u32() / 0x100000000;
  }

  /** A uniform element of a non-empty array. */
  pick<T>(items: readonly T[]): T {
    return items[this.below(items.length)] as T;
  }

  /** Shuffles in place (Fisher–Yates) and returns the same array. */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.below(i + 1);
      const t = items[i] as T;
      items[i] = items[j] as T;
      items[j] = t;
    }
    return items;
  }
}

/** cyrb128: a quick 128-bit string hash, only used to turn seed text into PRNG state. */
function hash128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}
