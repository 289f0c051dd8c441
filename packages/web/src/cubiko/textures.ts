/**
 * Procedural textures drawn on 2D canvases (no image files to fetch): wood grain for the frame, felt for the
 * fabric, and each cube's faces with its seat's emblem and number, so a colour is never the only cue.
 */
import * as THREE from 'three';
import type { SeatColour } from './view.js';

export const SEAT_HEX: Readonly<Record<SeatColour, string>> = {
  red: '#c0392b',
  blue: '#2f6db5',
  green: '#2e8b57',
  yellow: '#e9b824',
};

function canvas(size: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const c = document.createElement('canvas');
  c.width = size;
  c.height = size;
  const ctx = c.getContext('2d');
  if (!ctx) throw new Error('2D canvas unavailable');
  return [c, ctx];
}

function finish(c: HTMLCanvasElement, repeat = 1): THREE.CanvasTexture {
  const tex = new THREE.CanvasTexture(c);
  tex.colorSpace = THREE.SRGBColorSpace;
  tex.wrapS = THREE.RepeatWrapping;
  tex.wrapT = THREE.RepeatWrapping;
  tex.repeat.set(repeat, repeat);
  tex.anisotropy = 4;
  return tex;
}

/** Walnut-like grain: a warm base, wavy darker streaks; the same seed draws the same wood. */
export function woodTexture(base = '#8a4a24', streak = 'rgba(60, 28, 10, 0.35)'): THREE.CanvasTexture {
  const [c, ctx] = canvas(256);
  ctx.fillStyle = base;
  ctx.fillRect(0, 0, 256, 256);
  let seed = 7;
  const rnd = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  for (let i = 0; i < 48; i++) {
    const y0 = rnd() * 256;
    ctx.strokeStyle = streak;
    ctx.lineWidth = 0.5 + rnd() * 2.5;
    ctx.beginPath();
    for (let x = 0; x <= 256; x += 8) {
      const y = y0 + Math.sin((x / 256) * Math.PI * 2 * (1 + rnd() * 0.2) + i) * 4;
      if (x === 0) ctx.moveTo(x, y);
      else ctx.lineTo(x, y);
    }
    ctx.stroke();
  }
  return finish(c);
}

/** Felt: the app's felt green with a fine speckle, so the surface reads as fabric up close. */
export function feltTexture(): THREE.CanvasTexture {
  const [c, ctx] = canvas(128);
  ctx.fillStyle = '#2f5d46';
  ctx.fillRect(0, 0, 128, 128);
  let seed = 11;
  for (let i = 0; i < 2500; i++) {
    seed = (seed * 16807) % 2147483647;
    const x = seed % 128;
    const y = Math.floor(seed / 128) % 128;
    ctx.fillStyle = seed % 2 ? 'rgba(255,255,255,0.05)' : 'rgba(0,0,0,0.08)';
    ctx.fillRect(x, y, 1, 1);
  }
  return finish(c, 3);
}

/** The emblem of each colour, drawn in a unit box centred on (0, 0) (circle, triangle, cross, star). */
export function drawEmblem(ctx: CanvasRenderingContext2D, colour: SeatColour, r: number): void {
  ctx.beginPath();
  if (colour === 'red') ctx.arc(0, 0, r * 0.8, 0, Math.PI * 2);
  else if (colour === 'blue') {
    ctx.moveTo(0, -r);
    ctx.lineTo(r * 0.9, r * 0.7);
    ctx.lineTo(-r * 0.9, r * 0.7);
    ctx.closePath();
  } else if (colour === 'green') {
    const w = r * 0.32;
    ctx.rect(-w, -r, 2 * w, 2 * r);
    ctx.rect(-r, -w, 2 * r, 2 * w);
  } else {
    for (let k = 0; k < 10; k++) {
      const a = -Math.PI / 2 + (k * Math.PI) / 5;
      const rr = k % 2 ? r * 0.42 : r;
      ctx.lineTo(Math.cos(a) * rr, Math.sin(a) * rr);
    }
    ctx.closePath();
  }
  ctx.fill('nonzero');
}

/** A cube face: the seat colour, a bevelled edge, the emblem, and the cube's number in a corner (CB-13). */
export function cubeFaceTexture(colour: SeatColour, n: number): THREE.CanvasTexture {
  const [c, ctx] = canvas(128);
  ctx.fillStyle = SEAT_HEX[colour];
  ctx.fillRect(0, 0, 128, 128);
  ctx.strokeStyle = 'rgba(0,0,0,0.25)';
  ctx.lineWidth = 8;
  ctx.strokeRect(4, 4, 120, 120);
  const ink = colour === 'yellow' ? '#3a2a05' : '#fff8ea';
  ctx.save();
  ctx.translate(64, 60);
  ctx.fillStyle = ink;
  drawEmblem(ctx, colour, 34);
  ctx.restore();
  ctx.fillStyle = ink;
  ctx.font = 'bold 30px Georgia, serif';
  ctx.textAlign = 'right';
  ctx.fillText(String(n), 118, 120);
  return finish(c);
}

/** The superball: bright orange with a white band, so its spin can be seen. */
export function ballTexture(): THREE.CanvasTexture {
  const [c, ctx] = canvas(128);
  ctx.fillStyle = '#f0702a';
  ctx.fillRect(0, 0, 128, 128);
  ctx.fillStyle = '#fff3df';
  ctx.fillRect(0, 54, 128, 20);
  return finish(c);
}
