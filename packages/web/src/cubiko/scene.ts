/**
 * The three.js scene of the Cubiko board: table, wooden frame and rim, fabric cells and dividers to the CB-2
 * dimensions (taken from the rules package's `geometry`, never restated), the seats' cubes with their emblems, the
 * ball, the aim line. World units are the rules' millimetres, z up, the frame's centre at the origin. It knows no
 * rules: it draws poses and answers "what is under the pointer".
 */
import type { geometry as Geometry } from '@ludotheque/cubiko';
import * as THREE from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { ballTexture, cubeFaceTexture, feltTexture, SEAT_HEX, woodTexture } from './textures.js';
import { type CubePose, SEAT_COLOURS } from './view.js';

export type Geo = typeof Geometry;
type V3 = readonly [number, number, number];

export interface CubeId {
  readonly owner: number;
  readonly n: number;
}

export class CubikoScene {
  readonly renderer: THREE.WebGLRenderer;
  readonly camera = new THREE.PerspectiveCamera(50, 1, 5, 6000);
  readonly controls: OrbitControls;
  private readonly scene = new THREE.Scene();
  private readonly cubes = new Map<string, THREE.Mesh>();
  private readonly ball: THREE.Mesh;
  private readonly highlight: THREE.Mesh;
  private readonly aim: THREE.Group;
  private readonly disposables: { dispose(): void }[] = [];
  private pending = 0;

  constructor(
    canvas: HTMLCanvasElement,
    private readonly g: Geo,
    private side: 0 | 1 | 2 | 3,
    sides: readonly number[],
  ) {
    // A software renderer (no GPU) draws every pixel on the CPU: skip multisampling, shadows and high-DPI there,
    // so aiming stays responsive; the table reads the same without them.
    const soft = softwareWebGL();
    this.renderer = new THREE.WebGLRenderer({ canvas, antialias: !soft });
    this.renderer.setPixelRatio(soft ? 1 : Math.min(2, window.devicePixelRatio || 1));
    this.renderer.shadowMap.enabled = !soft;
    this.renderer.shadowMap.type = THREE.PCFShadowMap;
    this.scene.background = new THREE.Color('#efe0c0');
    this.camera.up.set(0, 0, 1);
    this.controls = new OrbitControls(this.camera, canvas);
    this.controls.target.set(0, 0, g.SURFACE_Z);
    this.controls.enableDamping = false;
    this.controls.maxPolarAngle = Math.PI * 0.47; // never under the table
    this.controls.minDistance = 250;
    this.controls.maxDistance = 2200;
    this.controls.addEventListener('change', () => this.requestRender());
    this.addLights();
    this.addTableAndFrame();
    this.addSeatMarks(sides);
    this.ball = this.addBall();
    this.highlight = this.addHighlight();
    this.aim = this.addAimLine();
    this.seatView(side);
  }

  private own<T extends { dispose(): void }>(x: T): T {
    this.disposables.push(x);
    return x;
  }

  private addLights(): void {
    this.scene.add(new THREE.HemisphereLight('#fff6e6', '#5a3b22', 1.4));
    const sun = new THREE.DirectionalLight('#ffffff', 2.2);
    sun.position.set(-300, -500, 1200);
    sun.castShadow = true;
    sun.shadow.mapSize.set(1024, 1024);
    const cam = sun.shadow.camera;
    cam.left = -400;
    cam.right = 400;
    cam.top = 400;
    cam.bottom = -400;
    cam.near = 200;
    cam.far = 2500;
    this.scene.add(sun);
  }

  private box(size: V3, centre: V3, material: THREE.Material): THREE.Mesh {
    const mesh = new THREE.Mesh(this.own(new THREE.BoxGeometry(...size)), material);
    mesh.position.set(...centre);
    mesh.castShadow = true;
    mesh.receiveShadow = true;
    this.scene.add(mesh);
    return mesh;
  }

  /** CB-1 table, CB-2 frame: the fabric block, four rim walls from the table to 95 mm, the dividers. */
  private addTableAndFrame(): void {
    const g = this.g;
    const tableWood = this.own(woodTexture('#b98a5a', 'rgba(90, 55, 25, 0.25)'));
    tableWood.repeat.set(6, 6);
    const table = new THREE.MeshStandardMaterial({ map: tableWood, roughness: 0.8 });
    this.own(table);
    this.box([2 * g.TABLE_HALF, 2 * g.TABLE_HALF, 20], [0, 0, -10], table).castShadow = false;
    const wood = this.own(new THREE.MeshStandardMaterial({ map: this.own(woodTexture()), roughness: 0.55 }));
    const felt = this.own(new THREE.MeshStandardMaterial({ map: this.own(feltTexture()), roughness: 1 }));
    this.box([g.PLAY, g.PLAY, g.SURFACE_Z], [0, 0, g.SURFACE_Z / 2], felt);
    const top = g.SURFACE_Z + g.RIM_HEIGHT;
    const half = g.FRAME_OUTER / 2 - g.RIM_WIDTH / 2;
    for (const s of [-1, 1]) {
      this.box([g.FRAME_OUTER, g.RIM_WIDTH, top], [0, s * half, top / 2], wood);
      this.box([g.RIM_WIDTH, g.PLAY, top], [s * half, 0, top / 2], wood);
    }
    const dz = g.SURFACE_Z + g.DIVIDER_HEIGHT / 2;
    for (const s of [-1, 1]) {
      this.box([g.PLAY, g.DIVIDER_THICK, g.DIVIDER_HEIGHT], [0, s * g.SPLIT, dz], wood);
      this.box([g.DIVIDER_THICK, g.PLAY, g.DIVIDER_HEIGHT], [s * g.SPLIT, 0, dz], wood);
    }
  }

  /** Each seat's release segment (CB-4) as a coloured strip on the table (`sides[seat]`): where a drag starts. */
  private addSeatMarks(sides: readonly number[]): void {
    const g = this.g;
    sides.forEach((side, seat) => {
      const colour = SEAT_COLOURS[seat] ?? 'red';
      const mat = this.own(new THREE.MeshBasicMaterial({ color: SEAT_HEX[colour], transparent: true, opacity: 0.35 }));
      const strip = new THREE.Mesh(this.own(new THREE.PlaneGeometry(2 * g.OFFSET_MAX, 12)), mat);
      const [x, y] = g.toWorld(side as 0 | 1 | 2 | 3, 0, -g.SEAT_DISTANCE);
      strip.position.set(x, y, 0.5);
      strip.rotation.z = (side * Math.PI) / 2;
      strip.name = `seat-${seat}`;
      this.scene.add(strip);
    });
  }

  private addBall(): THREE.Mesh {
    const mat = this.own(new THREE.MeshStandardMaterial({ map: this.own(ballTexture()), roughness: 0.35 }));
    const ball = new THREE.Mesh(this.own(new THREE.SphereGeometry(this.g.BALL_RADIUS, 32, 16)), mat);
    ball.castShadow = true;
    ball.visible = false;
    this.scene.add(ball);
    return ball;
  }

  private addHighlight(): THREE.Mesh {
    const g = this.g;
    const mat = this.own(new THREE.MeshBasicMaterial({ color: '#d9a441', transparent: true, opacity: 0.45 }));
    const plane = new THREE.Mesh(
      this.own(new THREE.PlaneGeometry(g.CELL - g.DIVIDER_THICK, g.CELL - g.DIVIDER_THICK)),
      mat,
    );
    plane.position.z = g.SURFACE_Z + 0.3;
    plane.visible = false;
    this.scene.add(plane);
    return plane;
  }

  /** The aim arrow: a shaft and a head, thick enough to see (WebGL lines are one pixel wide). */
  private addAimLine(): THREE.Group {
    const mat = this.own(new THREE.MeshStandardMaterial({ color: '#d9a441', emissive: '#5a3b10', roughness: 0.4 }));
    const shaft = new THREE.Mesh(this.own(new THREE.CylinderGeometry(2.5, 2.5, 1, 12)), mat);
    const head = new THREE.Mesh(this.own(new THREE.ConeGeometry(7, 20, 16)), mat);
    shaft.name = 'shaft';
    head.name = 'head';
    const group = new THREE.Group();
    group.add(shaft, head);
    group.visible = false;
    this.scene.add(group);
    return group;
  }

  /** The camera behind a seat, looking over the frame (CB-4's thrower's frame turned into the world's). */
  seatView(side: 0 | 1 | 2 | 3): void {
    this.side = side;
    // High enough behind the seat to see the release segment (the drag's start), the whole frame and the far
    // seat's release point (450 mm beyond the centre, 250 mm up), so an opponent's throw is seen from its start.
    const [x, y] = this.g.toWorld(side, 0, -820);
    const [tx, ty] = this.g.toWorld(side, 0, -80);
    this.camera.position.set(x, y, 900);
    this.controls.target.set(tx, ty, 40);
    this.controls.update();
    this.requestRender();
  }

  resize(width: number, height: number): void {
    this.renderer.setSize(width, height, false);
    this.camera.aspect = width / Math.max(1, height);
    this.camera.updateProjectionMatrix();
    this.requestRender();
  }

  private cubeMesh(owner: number, n: number): THREE.Mesh {
    const key = `${owner}:${n}`;
    const found = this.cubes.get(key);
    if (found) return found;
    const colour = SEAT_COLOURS[owner] ?? 'red';
    const tex = this.own(cubeFaceTexture(colour, n));
    const mat = this.own(new THREE.MeshStandardMaterial({ map: tex, roughness: 0.6 }));
    const s = this.g.CUBE_SIZE;
    const mesh = new THREE.Mesh(this.own(new THREE.BoxGeometry(s, s, s)), mat);
    mesh.castShadow = true;
    mesh.receiveShadow = true;
    mesh.userData = { owner, n };
    this.cubes.set(key, mesh);
    this.scene.add(mesh);
    return mesh;
  }

  /** Draws poses: each seat's cubes (`cubes[seat * 3 + n - 1]`, null off the board) and the ball (null: hidden). */
  setPoses(players: number, cubes: readonly (CubePose | null)[], ball: CubePose | null): void {
    for (let owner = 0; owner < players; owner++) {
      for (let n = 1; n <= 3; n++) {
        const pose = cubes[owner * 3 + n - 1] ?? null;
        const mesh = this.cubeMesh(owner, n);
        mesh.visible = pose !== null;
        if (pose) place(mesh, pose);
      }
    }
    this.ball.visible = ball !== null;
    if (ball) place(this.ball, ball);
    this.requestRender();
  }

  /** Marks the ball's cell (CB-11) and the cubes that may move into it. */
  mark(cell: number | null, movable: readonly CubeId[]): void {
    this.highlight.visible = cell !== null;
    if (cell !== null) {
      const [x, y] = this.g.cellCentre(cell);
      this.highlight.position.set(x, y, this.g.SURFACE_Z + 0.3);
    }
    for (const mesh of this.cubes.values()) {
      const id = mesh.userData as CubeId;
      const on = movable.some((m) => m.owner === id.owner && m.n === id.n);
      (mesh.material as THREE.MeshStandardMaterial).emissive.set(on ? '#5a4410' : '#000000');
    }
    this.requestRender();
  }

  /** The aim arrow from the release point, given in the thrower's frame; null hides it. */
  showAim(line: readonly [V3, V3] | null): void {
    this.aim.visible = line !== null;
    if (line) {
      const [from, to] = line.map(([x, y, z]) => {
        const [wx, wy] = this.g.toWorld(this.side, x, y);
        return new THREE.Vector3(wx, wy, z);
      }) as [THREE.Vector3, THREE.Vector3];
      const dir = to.clone().sub(from);
      const length = Math.max(1, dir.length());
      // Cylinders and cones stand along +y: turn +y onto the throw's direction.
      this.aim.position.copy(from);
      this.aim.quaternion.setFromUnitVectors(new THREE.Vector3(0, 1, 0), dir.normalize());
      const shaft = this.aim.getObjectByName('shaft');
      const head = this.aim.getObjectByName('head');
      shaft?.scale.set(1, length, 1);
      shaft?.position.set(0, length / 2, 0);
      head?.position.set(0, length + 10, 0);
    }
    this.requestRender();
  }

  private ray(ndcX: number, ndcY: number): THREE.Raycaster {
    const r = new THREE.Raycaster();
    r.setFromCamera(new THREE.Vector2(ndcX, ndcY), this.camera);
    return r;
  }

  /** The cube under the pointer (normalised device coordinates), or null. */
  pickCube(ndcX: number, ndcY: number): CubeId | null {
    const meshes = [...this.cubes.values()].filter((m) => m.visible);
    const hit = this.ray(ndcX, ndcY).intersectObjects(meshes, false)[0];
    return hit ? (hit.object.userData as CubeId) : null;
  }

  /** Where the pointer meets the horizontal plane at height z, in the world (mm), or null when it misses. */
  planePoint(ndcX: number, ndcY: number, z: number): [number, number] | null {
    const plane = new THREE.Plane(new THREE.Vector3(0, 0, 1), -z);
    const out = new THREE.Vector3();
    return this.ray(ndcX, ndcY).ray.intersectPlane(plane, out) ? [out.x, out.y] : null;
  }

  requestRender(): void {
    if (this.pending) return;
    this.pending = requestAnimationFrame(() => {
      this.pending = 0;
      this.renderer.render(this.scene, this.camera);
    });
  }

  dispose(): void {
    cancelAnimationFrame(this.pending);
    this.controls.dispose();
    for (const d of this.disposables) d.dispose();
    this.renderer.dispose();
  }
}

/**
 * Whether WebGL runs in software (SwiftShader, llvmpipe, Microsoft's Basic Render Driver), read once from a
 * throwaway context's unmasked renderer name; false when the browser does not say.
 */
let soft: boolean | null = null;
export function softwareWebGL(): boolean {
  if (soft !== null) return soft;
  soft = false;
  const gl = document.createElement('canvas').getContext('webgl');
  if (!gl) return soft;
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const name = String(info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER));
  soft = /swiftshader|llvmpipe|softpipe|basic render/i.test(name);
  gl.getExtension('WEBGL_lose_context')?.loseContext();
  return soft;
}

function place(mesh: THREE.Object3D, pose: CubePose): void {
  mesh.position.set(pose.p[0], pose.p[1], pose.p[2]);
  mesh.quaternion.set(pose.q[0], pose.q[1], pose.q[2], pose.q[3]);
}

/** A pose between two frames (position lerp, rotation slerp), for a smooth replay at the screen's frame rate. */
export function between(a: CubePose, b: CubePose, k: number): CubePose {
  const qa = new THREE.Quaternion(...a.q);
  const qb = new THREE.Quaternion(...b.q);
  qa.slerp(qb, k);
  const p: [number, number, number] = [0, 1, 2].map((i) => (a.p[i] ?? 0) + ((b.p[i] ?? 0) - (a.p[i] ?? 0)) * k) as [
    number,
    number,
    number,
  ];
  return { p, q: [qa.x, qa.y, qa.z, qa.w] };
}
