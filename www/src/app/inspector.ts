// The inspector: the nodes (with their particles and a visibility toggle), the frame's draw
// list, the selected draw's constant buffers as tables (variable, type, offset, value and
// where the value came from) with editable values (overrides), the overrides in force, the
// selected node's actions with named fields and properties (each property's curve plotted),
// the bound textures, the effect's states (the active one marked) and its external values as
// inputs. Values that changed since the previous inspected frame (another time) are marked,
// with the previous value in their title; a draw can be pinned so the selection follows its
// node (and program and mesh) across frames, as draws come and go and their indices move.

import { h, message, replace } from '../core/dom';
import { LIMITS } from '../core/permalink';
import { fileName } from '../core/names';
import type { EffectView } from '../core/effect-view';
import { curveView, type CurveView } from './curves';
import { actionPath, type ActionPlace, type Editor } from './editing';
import type { ActionDescription, PsCommonLayout, ConstantRow, EffectEvents, EffectUse, GpuBufferLayout, GpuParticleInfo, InspectedDraw, ModelMesh, NodeState, Override, Provenance, ReflectedRow, SpotLightValues, StatesDescription } from '../generated/types';

/** A row of a buffer's table: in our layout, or in the engine's (with our offset and a note). */
type ShownRow = ConstantRow | ReflectedRow;

/** Where a value came from, in words. */
export function describeProvenance(p: Provenance | null): string {
  if (!p) return 'not set (zero)';
  switch (p.from) {
    case 'file':
      return `file: action ${p.action} ${p.slot.list}[${p.slot.index}] ${p.slot.name}${p.rule ? ` (${p.rule})` : ''}`;
    case 'option':
      return `option: ${p.name}`;
    case 'view':
      return 'camera / frame';
    case 'engine_default':
      return `engine default: ${p.note}`;
    case 'ours':
      return `ours: ${p.note}`;
    case 'override':
      return `override${p.replaced ? ` (replaces ${describeProvenance(p.replaced)})` : ''}`;
    case 'model':
      return `model ${fileName(p.model)}, material ${p.material || '(unnamed)'}: ${p.slot ? `${p.slot} ` : ''}${p.path || 'no texture'}`;
  }
}

/** A model draw's mesh as the draw list names it. */
function modelLabel(m: ModelMesh): string {
  const id = fileName(m.model);
  return m.mesh === null || m.mesh === undefined ? `model ${id} missing (placeholder cube)` : `model ${id} mesh ${m.mesh} (${m.material || 'no material'}, ${m.triangles} triangles)`;
}

/**
 * What identifies a draw across frames: its node's path, its program and, for a model, its
 * mesh. Indices do not: they move as other nodes' draws come and go.
 */
export function drawKey(d: InspectedDraw): string {
  return `${d.node}|${d.program}${d.model ? `|s${d.model.model}:${d.model.mesh ?? 'missing'}` : ''}`;
}

/** One inspected frame's values, by `buffer|draw key|variable`, and the time it was at. */
interface FrameValues {
  time: number;
  effect: number | null;
  values: Map<string, string>;
}

/** The name a GPU particle system's constants are shown under (its index in the draw). */
const gpuSystemBuffer = (system: number) => `ccbEmitionSeed[${system}]`;

const formatValue = (v: ShownRow['value']) => (v === null ? '' : Array.isArray(v) ? v.map((x) => +x.toPrecision(6)).join(', ') : String(+v.toPrecision(6)));

export class Inspector {
  /** The selected draw's index in the frame's list. */
  selected = 0;
  /** The pinned draw's key (`drawKey`): the selection follows it from frame to frame. */
  pinned: string | null = null;
  /** The values of the frame shown last, and of the frame before it (another time). */
  private current: FrameValues | null = null;
  private previous: FrameValues | null = null;
  private describedNode: string | null = null;
  private textureCache = new Map<number, HTMLCanvasElement | string>();
  private readonly nodesEl = h('div', { class: 'nodes' });
  private readonly drawsEl = h('ul', { class: 'draws effect-list' });
  private readonly buffersEl = h('div', { class: 'buffers' });
  private readonly overridesEl = h('div', { class: 'overrides' });
  private readonly actionsEl = h('div', { class: 'actions' });
  private readonly texturesEl = h('div', { class: 'textures' });
  private readonly statesEl = h('div', { class: 'states', id: 'states' });
  private readonly externalsEl = h('div', { class: 'externals', id: 'externals' });
  private readonly eventsEl = h('div', { class: 'events', id: 'events' });
  private readonly usedByEl = h('div', { class: 'used-by', id: 'used-by' });
  /** The effect whose uses are shown (null: to be read again). */
  private usesShownFor: number | null = null;
  /** The plots of the described node's properties (their playheads follow the time). */
  private curves: CurveView[] = [];
  /** The states shown, and the effect and external values they were read for. */
  private states: { key: string; rows: HTMLElement[] } | null = null;
  constructor(
    root: HTMLElement,
    private readonly view: EffectView,
    /** Makes the actions' values editable (the viewer page's; none: read-only). */
    private readonly editor: Editor | null,
    /** Called after an edit changed the state (overrides, hidden nodes). */
    private readonly changed: () => void,
    /** Plays another effect (a use's related effects link to it). */
    private readonly openEffect: (id: number) => void = () => undefined,
  ) {
    replace(
      root,
      h('h3', {}, 'Used by'),
      this.usedByEl,
      h('h3', {}, 'States'),
      this.statesEl,
      h('h3', {}, 'External values'),
      this.externalsEl,
      h('h3', {}, 'Sounds, levels of detail, water'),
      this.eventsEl,
      h('h3', {}, 'Nodes'),
      this.nodesEl,
      h('h3', {}, 'Draws'),
      this.drawsEl,
      this.buffersEl,
      h('h3', {}, 'Overrides'),
      this.overridesEl,
      h('h3', {}, 'Textures'),
      this.texturesEl,
      h('h3', {}, 'Node actions'),
      this.actionsEl,
    );
  }

  /** Forgets what belonged to the previous effect or files. */
  reset(): void {
    this.selected = 0;
    this.pinned = null;
    this.current = null;
    this.previous = null;
    this.describedNode = null;
    this.states = null;
    this.curves = [];
    this.textureCache.clear();
    this.usesShownFor = null;
  }

  /** The game files that name effects changed: the uses are read again. */
  namesChanged(): void {
    this.usesShownFor = null;
    void this.showUses();
  }

  /**
   * What uses the playing effect, from the game files opened (a regulation's rows with the
   * named rows they are reached from, animation events), each with the other effects its
   * named row leads to, as links.
   */
  private async showUses(): Promise<void> {
    const id = this.view.state.effect;
    if (id === null || id === this.usesShownFor) return;
    this.usesShownFor = id;
    const { uses, related } = await this.view.run((v) => {
      const uses = v.effectUses(id);
      const related = new Map<string, { effect: number; label: string }[]>();
      for (const u of uses) {
        if (u.kind !== 'param') continue;
        for (const o of u.owners) {
          const key = `${o.param} ${o.row}`;
          if (related.has(key)) continue;
          related.set(key, v.rowEffects(o.param, o.row).filter((e) => e.effect !== id).map((e) => ({ effect: e.effect, label: e.label })));
        }
      }
      return { uses, related };
    });
    if (this.usesShownFor !== id) return;
    if (!uses.length) {
      replace(this.usedByEl, h('p', { class: 'muted' }, "No use known. Open the game's regulation.bin, msg/ and chr/ files (or its folder) to see what uses this effect."));
      return;
    }
    replace(this.usedByEl, h('ul', {}, ...uses.map((u) => h('li', {}, ...this.useLine(u, related)))));
  }

  private useLine(u: EffectUse, related: Map<string, { effect: number; label: string }[]>): (HTMLElement | string)[] {
    if (u.kind === 'animation') {
      const who = u.character ? `${u.character}${u.character_name ? ` (${u.character_name})` : ''}` : u.file;
      return [`${who} animation ${u.animation}: event ${u.event_type} ${u.event_name} (${u.field})${u.dummy_poly !== null ? ` at dummy poly ${u.dummy_poly}` : ''}`];
    }
    const parts: (HTMLElement | string)[] = [`${u.param} ${u.row}${u.row_name ? ` “${u.row_name}”` : ''} · ${u.field} (${u.label})`];
    for (const o of u.owners) {
      const path = o.via.map((s) => `${s.param} ${s.row}.${s.field}`).join(' → ');
      parts.push(h('div', { class: 'owner' }, `← ${o.name} (${o.param} ${o.row})${path ? `: ${path}` : ''}`));
      const others = related.get(`${o.param} ${o.row}`) ?? [];
      if (others.length) {
        parts.push(
          h(
            'div',
            { class: 'related meta' },
            `${o.name} also: `,
            ...others.slice(0, 24).flatMap((e, i) => [i ? ', ' : '', h('a', { href: '#', 'data-effect': e.effect, onclick: (ev: Event) => (ev.preventDefault(), this.openEffect(e.effect)) }, String(e.effect)), ` (${e.label})`]),
          ),
        );
      }
    }
    return parts;
  }

  /** Reads the last drawn frame and shows it. */
  async refresh(): Promise<void> {
    const v = this.view;
    const [inspection, nodes, overrides, events] = await v.run((viewer) => [viewer.inspect(), viewer.nodes(v.state.time), viewer.overrides(), viewer.effectEvents(v.state.time)] as const);
    await this.showStates();
    await this.showUses();
    this.showEvents(events);
    for (const c of this.curves) c.setTime(v.state.time);
    this.showNodes(nodes);
    this.showOverrides(overrides);
    if (!inspection) {
      replace(this.drawsEl, h('li', { class: 'muted' }, 'no frame drawn yet'));
      replace(this.buffersEl);
      return;
    }
    this.remember(inspection.draws, inspection.VSCommonBuffer);
    // A pinned draw is found by its node, program and mesh; when this frame does not draw it,
    // nothing is selected (rather than another node's draw at its old index).
    const pinnedIndex = this.pinned === null ? -1 : inspection.draws.findIndex((d) => drawKey(d) === this.pinned);
    if (pinnedIndex >= 0) this.selected = pinnedIndex;
    else this.selected = Math.min(this.selected, Math.max(0, inspection.draws.length - 1));
    const lost = this.pinned !== null && pinnedIndex < 0;
    replace(
      this.drawsEl,
      ...inspection.draws.map((d) => {
        const key = drawKey(d);
        const isPinned = key === this.pinned;
        return h(
          'li',
          { 'aria-selected': String(!lost && d.index === this.selected), 'data-key': key, onclick: () => this.choose(d.index, this.pinned !== null ? key : null) },
          h(
            'button',
            {
              class: `pin${isPinned ? ' on' : ''}`,
              'aria-pressed': String(isPinned),
              title: isPinned ? 'Unpin: the selection stays at this index' : `Pin: follow node ${d.node} (${d.program}) from frame to frame`,
              onclick: (e: Event) => {
                e.stopPropagation();
                this.choose(d.index, isPinned ? null : key);
              },
            },
            isPinned ? 'pinned' : 'pin',
          ),
          ` #${d.index} ${d.program} · node ${d.node} · ${d.instance_count} inst.${d.model ? ` · ${modelLabel(d.model)}` : ''}`,
        );
      }),
    );
    if (inspection.draws.length === 0) this.drawsEl.append(h('li', { class: 'muted' }, 'nothing drawn at this time'));
    if (lost) this.drawsEl.append(h('li', { class: 'muted', id: 'pin-missing' }, `the pinned draw (${this.pinned}) is not drawn at this time`));
    const draw = lost ? undefined : inspection.draws[this.selected];
    const overridden = new Set(overrides.map((o) => `${o.node ?? '*'}|${o.buffer}|${o.name}`));
    replace(
      this.buffersEl,
      draw ? this.layoutNote(draw.layout) : null,
      draw ? this.table('PSCommonBuffer', draw.PSCommonBuffer, draw.node, overridden, drawKey(draw)) : null,
      draw ? h('p', { class: 'prov' }, `blend: ${describeProvenance(draw.blend_rule)}`) : null,
      draw?.gpu_particles ? this.gpuParticles(draw.gpu_particles, drawKey(draw)) : null,
      this.table('VSCommonBuffer', inspection.VSCommonBuffer, undefined, overridden, ''),
      h(
        'p',
        { class: 'prov', id: 'lights-note' },
        `Lights of lit draws: ambient ${inspection.lights.ambient.toPrecision(4)}, directional ${inspection.lights.directional.toPrecision(4)}, ${inspection.lights.points.length} point lights, ${inspection.lights.spots.length} spot lights. Source: ${inspection.lights.note}.`,
      ),
      ...inspection.lights.spots.map((spot: SpotLightValues, k: number) =>
        h(
          'p',
          { class: 'prov', 'data-spot': String(k) },
          `Spot light ${k} (node ${spot.node}): position ${spot.position.map((v: number) => v.toPrecision(4)).join(', ')}, axis ${spot.direction.map((v: number) => v.toPrecision(3)).join(', ')}, near ${spot.near.toPrecision(4)}, far ${spot.far.toPrecision(4)}, radius ${spot.radius.map((v: number) => v.toPrecision(4)).join(' × ')}, diffuse ${spot.diffuse.map((v: number) => v.toPrecision(3)).join(', ')}. ` +
            spot.provenance.map(([value, from]: [string, Provenance]) => `${value}: ${describeProvenance(from)}`).join('; '),
        ),
      ),
    );
    await this.showTextures(draw);
    if (!draw) {
      this.describedNode = null;
      replace(this.actionsEl, h('p', { class: 'muted' }, 'select a draw to see its node'));
    } else if (draw.node !== this.describedNode) await this.showActions(draw.node);
  }

  /**
   * What the frame shows beyond its draws: the sounds fired so far (listed, not played), each
   * levels-of-detail node's level with its thresholds and a choice to force one, the water
   * pushes under way, and a warm-up the work bound cut short.
   */
  private showEvents(events: EffectEvents | null): void {
    if (!events) {
      replace(this.eventsEl, h('p', { class: 'muted' }, 'no effect'));
      return;
    }
    const sounds = events.sounds.map((e) =>
      h('li', { 'data-sound': String(e.sound) }, `${e.time.toFixed(3)} s · sound ${e.sound} · node ${e.node} · ${e.action_type === 75 ? 'NodeSound (75), when the node activates' : 'EmissionSound (81), at an emission'}`),
    );
    const force = h(
      'select',
      { id: 'lod-level', 'aria-label': 'Level of detail' },
      h('option', { value: '' }, 'by camera distance'),
      ...[0, 1, 2, 3, 4].map((l) => h('option', { value: String(l) }, `level ${l}`)),
    );
    const forced = events.levels_of_detail.find((l) => l.forced);
    force.value = forced?.level === null || forced?.level === undefined ? '' : String(forced.level);
    force.addEventListener('change', async () => {
      const level = force.value === '' ? undefined : Number(force.value);
      await this.view.run((viewer) => viewer.setLevelOfDetail(level));
      this.view.invalidate();
      this.changed();
    });
    const levels = events.levels_of_detail.map((l) =>
      h(
        'li',
        { 'data-lod': l.node },
        `node ${l.node}: shows ${l.level === null ? 'nothing (beyond every threshold)' : `child ${l.level}`} at ${l.distance.toFixed(2)} m${l.forced ? ' (forced)' : ''}; thresholds ${l.thresholds.map((t) => `${t} m`).join(', ')}`,
      ),
    );
    const water = events.water_pushes.map((w) =>
      h('li', {}, `node ${w.node}: water pushed ${w.depth.toPrecision(3)} down over ${w.scale.toPrecision(3)} m at ${w.position.map((x) => x.toFixed(2)).join(', ')} (texture ${w.texture}; no water in the preview)`),
    );
    replace(
      this.eventsEl,
      events.warmup_cut
        ? h('p', { class: 'prov', id: 'warmup-cut' }, `The initial simulation time (${events.warmup_cut.asked} s) was cut at ${events.warmup_cut.done.toFixed(2)} s by the work bound.`)
        : null,
      h('p', {}, `Sounds fired so far (listed, not played): ${events.sounds.length}${events.sounds_dropped ? ` (+${events.sounds_dropped} not kept)` : ''}`),
      sounds.length ? h('ul', { id: 'sounds' }, ...sounds) : null,
      events.levels_of_detail.length ? h('p', {}, h('label', {}, 'Levels of detail: ', force)) : null,
      levels.length ? h('ul', { id: 'levels-of-detail' }, ...levels) : null,
      water.length ? h('ul', { id: 'water-pushes' }, ...water) : null,
    );
  }

  /** Selects draw `index`, pinned by `pin` (while a pin is on, choosing a draw moves it there). */
  private choose(index: number, pin: string | null): void {
    this.selected = index;
    this.pinned = pin;
    void this.refresh();
  }

  /**
   * Keeps this frame's values; the frame before is the last one shown at another time (or of
   * another effect), so refreshing the same frame again keeps its marks.
   */
  private remember(draws: readonly InspectedDraw[], vs: readonly ConstantRow[]): void {
    const time = this.view.state.time;
    const effect = this.view.state.effect;
    const values = new Map<string, string>();
    for (const d of draws) for (const row of d.PSCommonBuffer) values.set(`PSCommonBuffer|${drawKey(d)}|${row.name}`, formatValue(row.value));
    for (const row of vs) values.set(`VSCommonBuffer||${row.name}`, formatValue(row.value));
    for (const d of draws) {
      d.gpu_particles?.systems.forEach((s, i) => {
        for (const row of s.constants) values.set(`${gpuSystemBuffer(i)}|${drawKey(d)}|${row.name}`, formatValue(row.value));
      });
    }
    if (this.current && (this.current.time !== time || this.current.effect !== effect)) this.previous = this.current.effect === effect ? this.current : null;
    this.current = { time, effect, values };
  }

  private layoutNote(layout: PsCommonLayout): HTMLElement {
    if (layout.source === 'engine') {
      return h(
        'p',
        { class: 'muted', id: 'layout-note', 'data-source': 'engine' },
        `Layout: the engine program's own reflection: ${layout.program} (${layout.file}), PSCommonBuffer of ${layout.size} bytes, compiled by "${layout.creator}". Offsets and types are the engine's; values are fxr-view's, matched by name.`,
      );
    }
    const note = h('p', { class: 'muted', id: 'layout-note', 'data-source': 'ours' }, `Layout: fxr-view's own (the engine's names, our offsets): ${layout.reason}. `);
    if (/no effect shader bundle/.test(layout.reason)) {
      note.append(
        h('button', {
          id: 'open-demo-shaders',
          title: 'Programs named as the engine’s whose reflection holds the names, types and size the research notes record (other offsets are placeholders)',
          onclick: async () => {
            await this.view.run((v) => v.openDemoShaders());
            this.view.invalidate();
            // The next frame draws with the bundle's programs: their layouts show after it.
            await this.view.drawn();
            await this.refresh();
          },
        }, 'Open the demo shader bundle'),
      );
    }
    return note;
  }

  /**
   * A GPU particle draw: its counts, who evaluated its particles, the force volumes acting on
   * them, each system's constants (read only: the overrides reach PSCommonBuffer and
   * VSCommonBuffer) and the GPU particle buffers' layouts.
   */
  private gpuParticles(gpu: GpuParticleInfo, draw: string): HTMLElement {
    const live = gpu.instances === null ? 'counted on the GPU only' : `${gpu.instances} live`;
    const by = gpu.evaluated_by === 'cpu' ? 'the CPU (the reference and WebGL2 path)' : 'the compute programs';
    const shown = gpu.systems.length < gpu.system_count ? ` (constants of the first ${gpu.systems.length} shown)` : '';
    const forces = gpu.forces.map((f) =>
      h('li', {}, `${f.kind} (${f.action_type}) · ${f.shape} ${f.size.map((x) => +x.toPrecision(4)).join(' × ')} · strength ${+f.strength.toPrecision(4)} · centre ${f.centre.map((x) => +x.toPrecision(4)).join(', ')} · node ${f.node}`),
    );
    return h(
      'div',
      { class: 'gpu-particles', id: 'gpu-particles' },
      h('h3', {}, `GPU particles (${gpu.action_type})`),
      h(
        'p',
        { class: 'prov', id: 'gpu-counts' },
        `${gpu.system_count} systems${shown}, ${gpu.emissions} emissions, ${gpu.candidates} candidate particles, ${live}; evaluated by ${by}; ${gpu.sorted ? 'sorted back to front' : 'in their stable order (the blend needs no sort)'}.`,
      ),
      gpu.left_out > 0 || gpu.forces_left_out > 0
        ? h('p', { class: 'warn', id: 'gpu-left-out' }, `Left out of this frame: ${gpu.left_out} particles (past a draw's bound of 2^20), ${gpu.forces_left_out} force volumes (past 16).`)
        : null,
      gpu.forces.length ? h('ul', { class: 'gpu-forces' }, ...forces) : h('p', { class: 'muted' }, 'no force volume acts on these particles'),
      ...gpu.systems.map((s, i) =>
        this.table(gpuSystemBuffer(i), s.constants, undefined, new Set(), draw, `${gpuSystemBuffer(i)}: ${s.emissions} emissions, ${s.candidates} candidates`),
      ),
      this.gpuBuffers(gpu.buffers),
    );
  }

  /**
   * The GPU particle pipeline's buffers: a row per buffer (name, usage, stride) followed by a
   * row per member (name, offset, type, meaning); four columns fit the inspector's width.
   */
  private gpuBuffers(buffers: readonly GpuBufferLayout[]): HTMLElement {
    const rows = buffers.flatMap((b) => [
      h('tr', { class: 'gpu-buffer', 'data-gpu-buffer': b.name }, h('th', {}, b.name), h('td', { colspan: 2, class: 'prov' }, b.usage), h('td', {}, `${b.stride} bytes`)),
      ...b.members.map((m) => h('tr', { class: 'gpu-member', 'data-gpu-buffer': b.name }, h('td', {}, m.name), h('td', {}, String(m.offset)), h('td', {}, m.ty), h('td', { class: 'prov' }, m.meaning))),
    ]);
    return h(
      'div',
      { id: 'gpu-buffers' },
      h('h3', {}, 'GPU buffers'),
      h(
        'table',
        {},
        h('thead', {}, h('tr', {}, ...['buffer · member', 'usage · offset', 'type', 'stride · meaning'].map((t) => h('th', {}, t)))),
        h('tbody', {}, ...rows),
      ),
    );
  }

  /**
   * A constant buffer's table. `title` (default: the buffer's name and the node) marks a
   * read-only table: its values cannot be overridden.
   */
  private table(buffer: string, rows: readonly ShownRow[], node: string | undefined, overridden: Set<string>, draw: string, title?: string): HTMLElement {
    const body = rows.map((row) => {
      // Marked when the previous frame had another value (a draw new in this frame is not).
      const before = this.previous?.values.get(`${buffer}|${draw}|${row.name}`);
      const changed = before !== undefined && before !== formatValue(row.value);
      // Only the engine's layout has these (undefined in ours).
      const ourOffset = 'our_offset' in row ? row.our_offset : undefined;
      const note = 'note' in row ? row.note : null;
      const input = h('input', { value: formatValue(row.value), 'aria-label': `${buffer}.${row.name}`, 'data-name': row.name });
      // A variable of the engine's layout that fxr-view does not hold cannot be overridden.
      if (ourOffset === null || title !== undefined) input.disabled = true;
      input.addEventListener('change', () => void this.edit(buffer, node, row, input));
      const key = `${node ?? '*'}|${buffer}|${row.name}`;
      const ours = ourOffset !== undefined && ourOffset !== null && ourOffset !== row.offset ? ` (ours @ ${ourOffset})` : '';
      return h(
        'tr',
        {},
        h('td', {}, row.name, h('span', { class: 'meta' }, `${row.type} @ ${row.offset ?? '—'}${ours}`)),
        h(
          'td',
          {
            class: `value${overridden.has(key) || overridden.has(`*|${buffer}|${row.name}`) ? ' overridden' : ''}${changed ? ' changed' : ''}`,
            title: changed ? `changed: ${before || '(not set)'} at ${this.previous?.time} s` : undefined,
          },
          input,
        ),
        h(
          'td',
          { class: this.fromEdit(node, row.provenance) ? 'prov edited' : 'prov', title: this.fromEdit(node, row.provenance) ? 'from an edited value' : undefined },
          describeProvenance(row.provenance),
          note ? h('span', { class: 'meta' }, note) : null,
        ),
      );
    });
    return h(
      'section',
      { 'data-buffer': buffer },
      h('h3', {}, title ?? buffer + (node !== undefined ? ` (node ${node})` : '')),
      h('table', {}, h('thead', {}, h('tr', {}, ...['variable (type @ offset)', 'value', 'from'].map((t) => h('th', {}, t)))), h('tbody', {}, ...body)),
    );
  }

  /** Whether a value comes from a field or property of `node` that an edit sets. */
  private fromEdit(node: string | undefined, p: Provenance | null): boolean {
    if (!this.editor || node === undefined || p?.from !== 'file') return false;
    return this.editor.editsSlot(`node ${node === '' ? 'root' : node} `, p.action, p.slot.name);
  }

  private async edit(buffer: string, node: string | undefined, row: ShownRow, input: HTMLInputElement): Promise<void> {
    const values = input.value.split(/[\s,]+/).filter((s) => s !== '').map(Number);
    const o: Override = { ...(node !== undefined ? { node } : {}), buffer, name: row.name, values };
    try {
      await this.view.run((v) => v.setOverride(o));
      input.setCustomValidity('');
    } catch (e) {
      input.setCustomValidity(message(e));
      input.reportValidity();
      return;
    }
    await this.afterEdit();
  }

  private async afterEdit(): Promise<void> {
    this.view.state.overrides = await this.view.run((v) => v.overrides());
    this.view.state.hidden = await this.view.run((v) => v.hiddenNodes());
    this.view.invalidate();
    // The frame with the change is drawn on the loop's next tick; its values show after it.
    const drawn = this.view.drawn();
    this.changed();
    await drawn;
    await this.refresh();
  }

  /**
   * The states with their conditions (read once per effect and external values), the
   * active one marked from the last drawn frame, and the external values as inputs.
   */
  private async showStates(): Promise<void> {
    const v = this.view;
    const key = `${v.state.effect}|${JSON.stringify(v.state.externals)}`;
    if (this.states?.key !== key) {
      let d: StatesDescription;
      try {
        d = await v.run((viewer) => viewer.states());
      } catch (e) {
        this.states = { key, rows: [] };
        replace(this.statesEl, h('p', { class: 'muted' }, message(e)));
        replace(this.externalsEl);
        return;
      }
      const rows = d.states.map((s) =>
        h(
          'li',
          { 'data-state': s.index },
          h('strong', {}, `state ${s.index}`),
          s.conditions.length ? h('ul', {}, ...s.conditions.map((c) => h('li', { class: 'condition' }, c.text))) : h('span', { class: 'muted' }, ' no conditions: stays'),
        ),
      );
      this.states = { key, rows };
      replace(
        this.statesEl,
        d.states.length ? h('ol', { start: 0 }, ...rows) : h('p', { class: 'muted' }, 'no states: the effect plays in state 0'),
        h('p', { class: 'muted' }, 'Each step the active state tries its conditions in order; the first that holds moves on.'),
      );
      this.showExternals(d);
    }
    // The rows of this effect's states: another effect chosen meanwhile resets `this.states`.
    const rows = this.states?.rows ?? [];
    const current = await v.run((viewer) => viewer.currentState());
    if (this.states?.rows !== rows) return;
    this.statesEl.dataset.active = String(current ?? '');
    for (const row of rows) {
      const active = row.dataset.state === String(current);
      row.classList.toggle('active', active);
      if (active) row.setAttribute('aria-current', 'step');
      else row.removeAttribute('aria-current');
    }
  }

  private showExternals(d: StatesDescription): void {
    if (d.externals.length === 0) {
      replace(this.externalsEl, h('p', { class: 'muted' }, 'the effect reads no external value'));
      return;
    }
    replace(
      this.externalsEl,
      h('p', { class: 'muted' }, `Values the game would supply. Unset ones are ${d.externals[0].default} (what playback uses; Terminate is 0 while an effect plays). Editing one restarts playback with it.`),
      ...d.externals.map((x) => {
        const input = h('input', { type: 'number', step: 'any', value: String(x.value), 'data-id': x.id, 'aria-label': `external value ${x.id}` });
        input.addEventListener('change', () => void this.setExternal(x.id, input));
        return h('label', { class: 'external' }, `#${x.id} `, input, h('span', { class: 'muted' }, ` default ${x.default} · read by ${x.read_by.join(', ') || 'nothing (set by you)'}`));
      }),
    );
  }

  private async setExternal(id: number, input: HTMLInputElement): Promise<void> {
    const value = Number(input.value);
    // What a link can carry (`ext=`), so that the page's own link always reads back.
    const rest = this.view.state.externals.filter(([k]) => k !== id);
    if (input.value.trim() === '' || !Number.isFinite(value) || Math.abs(value) > LIMITS.maxExternalValue) {
      input.setCustomValidity(`a number from -${LIMITS.maxExternalValue} to ${LIMITS.maxExternalValue}`);
      input.reportValidity();
      return;
    }
    if (rest.length + 1 > LIMITS.maxExternals) {
      input.setCustomValidity(`at most ${LIMITS.maxExternals} external values are set at once`);
      input.reportValidity();
      return;
    }
    input.setCustomValidity('');
    try {
      await this.view.setExternals([...rest, [id, value]]);
    } catch (e) {
      input.setCustomValidity(message(e));
      input.reportValidity();
      return;
    }
    // The plots of ExternalValue modifiers change with the value.
    this.describedNode = null;
    const drawn = this.view.drawn();
    this.changed();
    await drawn;
    await this.refresh();
  }

  private showOverrides(overrides: Override[]): void {
    if (overrides.length === 0) {
      replace(this.overridesEl, h('p', { class: 'muted' }, 'none: edit a value above to override it'));
      return;
    }
    replace(
      this.overridesEl,
      h(
        'ul',
        {},
        ...overrides.map((o) =>
          h(
            'li',
            {},
            `${o.buffer}.${o.name}${o.node !== undefined ? ` (node ${o.node})` : ''} = ${o.values.join(', ')} `,
            h('button', { onclick: async () => (await this.view.run((v) => v.removeOverride(o.node, o.buffer, o.name)), await this.afterEdit()) }, 'reset'),
          ),
        ),
      ),
      h('button', { id: 'reset-overrides', onclick: async () => (await this.view.run((v) => v.clearOverrides()), await this.afterEdit()) }, 'Reset all'),
    );
  }

  private showNodes(nodes: NodeState[]): void {
    if (nodes.length === 0) {
      replace(this.nodesEl, h('p', { class: 'muted' }, 'no effect playing'));
      return;
    }
    const total = nodes.reduce((n, x) => n + x.particles, 0);
    replace(
      this.nodesEl,
      h('p', { class: 'muted' }, `${total} live particles`),
      ...nodes.map((n) => {
        const box = h('input', { type: 'checkbox', checked: !n.hidden, 'data-path': n.path });
        box.addEventListener('change', async () => {
          await this.view.run((v) => v.setNodeHidden(n.path, !box.checked));
          await this.afterEdit();
        });
        return h('label', {}, box, ` ${n.path} `, h('span', { class: 'muted' }, `${n.particles} particles`));
      }),
    );
  }

  private async showTextures(draw: InspectedDraw | undefined): Promise<void> {
    if (!draw || draw.textures.length === 0) {
      replace(this.texturesEl, h('p', { class: 'muted' }, 'the selected draw binds no texture'));
      return;
    }
    const items: HTMLElement[] = [];
    for (const t of draw.textures) {
      let shown = this.textureCache.get(t.id);
      if (shown === undefined) {
        shown = await this.decode(t.id);
        this.textureCache.set(t.id, shown);
      }
      const from = t.provenance.from === 'model' ? ` · from ${describeProvenance(t.provenance)}` : '';
      items.push(h('figure', {}, typeof shown === 'string' ? h('span', { class: 'muted' }, shown) : shown, h('figcaption', {}, `${t.slot}: ${fileName(t.id)}${from}`)));
    }
    replace(this.texturesEl, ...items);
  }

  private async decode(id: number): Promise<HTMLCanvasElement | string> {
    if (id === 0) return 'none';
    try {
      const t = await this.view.run((v) => v.texture(id));
      if (!t) return 'not in the opened files (drawn as a placeholder)';
      const canvas = h('canvas', { width: t.width, height: t.height, title: `${t.name} · ${t.format} · ${t.width}×${t.height} · ${t.source}` });
      canvas.getContext('2d')?.putImageData(new ImageData(new Uint8ClampedArray(t.pixels), t.width, t.height), 0, 0);
      return canvas;
    } catch (e) {
      return `cannot decode: ${message(e)}`;
    }
  }

  /** Shows node `path`'s actions (the compare view's changes link here). */
  async showNode(path: string): Promise<void> {
    this.describedNode = null;
    await this.showActions(path);
    this.actionsEl.scrollIntoView({ block: 'nearest' });
  }

  private async showActions(node: string): Promise<void> {
    this.describedNode = node;
    this.curves = [];
    try {
      const d = await this.view.run((v) => v.describeNode(node));
      replace(
        this.actionsEl,
        h('p', { class: 'muted' }, `node ${d.path} of effect ${d.effect}: ${d.node_type}`),
        ...withOccurrences(d.actions).map(([a, occurrence]) => this.action(a, { node: d.path, config: null, occurrence })),
        ...d.configs.flatMap((c, i) => [
          h('h4', {}, `config ${i}: ${c.config_type}`),
          ...withOccurrences(c.actions).map(([a, occurrence]) => this.action(a, { node: d.path, config: i, occurrence })),
        ]),
      );
      for (const c of this.curves) c.setTime(this.view.state.time);
    } catch (e) {
      replace(this.actionsEl, h('p', { class: 'muted' }, message(e)));
    }
  }

  /** Re-reads the shown node's actions (their values changed: an edit). */
  async reshowActions(): Promise<void> {
    const node = this.describedNode;
    if (node === null) return;
    this.describedNode = null;
    await this.showActions(node);
  }

  private action(a: ActionDescription, place: ActionPlace): HTMLElement {
    // A node reached through a proxy is the referenced effect's: not edited from here.
    const editor = place.node.includes('@') ? null : this.editor;
    const prefix = actionPath(place, a);
    const rows = [
      ...[...a.fields1, ...a.fields2].map((f) =>
        h('tr', { title: f.doc }, nameCell(f.name, f.formerly), editor ? editor.fieldControl(prefix, f) : h('td', {}, JSON.stringify(f.value) + (f.enumeration ? ` (${f.enumeration})` : ''))),
      ),
      ...[...a.properties1, ...a.properties2].flatMap((p) => {
        const shown = editor
          ? editor.propertyControl(prefix, p)
          : h('td', {}, `${p.function}${p.looped ? ' (loop)' : ''} of ${p.argument}: ${JSON.stringify(p.value)}`);
        if (p.modifiers.length) shown.append(h('span', { class: 'meta' }, ` · modifiers ${JSON.stringify(p.modifiers)}`));
        const row = h('tr', { title: p.doc }, nameCell(p.name, p.formerly), shown);
        if (!p.plot) return [row];
        const view = curveView(p.name, p.plot, editor?.curveEditing(prefix, p));
        this.curves.push(view);
        return [row, h('tr', { class: 'plot-row' }, h('td', { colspan: 2 }, view.element))];
      }),
    ];
    const edited = editor?.editsAction(prefix) ?? false;
    return h(
      'details',
      { open: edited || (a.action_type >= 600 && a.action_type <= 609), 'data-action': prefix, class: edited ? 'edited' : undefined },
      h('summary', { title: a.doc }, `${a.action_type} ${a.name}${edited ? ' (edited)' : ''}`),
      h('table', {}, h('tbody', {}, ...rows)),
    );
  }
}

/** Each action with its occurrence among the actions of its type before it in the list (0 for the first). */
function withOccurrences(actions: ActionDescription[]): [ActionDescription, number][] {
  const seen = new Map<number, number>();
  return actions.map((a) => {
    const n = seen.get(a.action_type) ?? 0;
    seen.set(a.action_type, n + 1);
    return [a, n];
  });
}

/** A field's or property's name, and what the tables called it before (for modders' notes). */
function nameCell(name: string, formerly: string[] | undefined): HTMLElement {
  return formerly?.length ? h('td', {}, name, h('span', { class: 'meta' }, ` (formerly ${formerly.join(', ')})`)) : h('td', {}, name);
}
