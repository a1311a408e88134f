// Generated from the Rust types that cross the wasm boundary (crates/web/src/boundary/typescript.rs): do not edit.
// After changing one of them, regenerate with `BLESS=1 cargo test -p fxr-view --lib boundary::typescript`.

/**
 * An action with its values named.
 */
export type ActionDescription = {
  /**
   * The action type.
   */
  action_type: number,
  /**
   * The definition's name, or "Unknown<id>" when the game has none.
   */
  name: string,
  /**
   * The definition's description.
   */
  doc: string,
  /**
   * Field slots of the first list.
   */
  fields1: Array<FieldValue>,
  /**
   * Field slots of the second list.
   */
  fields2: Array<FieldValue>,
  /**
   * Properties of the first list.
   */
  properties1: Array<PropertyDescription>,
  /**
   * Properties of the second list.
   */
  properties2: Array<PropertyDescription>,
};

/**
 * What the renderer knows about the adapter it runs on, for reports and the page's banner.
 */
export type AdapterSummary = {
  /**
   * The adapter's name (e.g. "llvmpipe (LLVM 15.0.6, 256 bits)").
   */
  name: string,
  /**
   * The backend (Vulkan, BrowserWebGpu, Gl, ...).
   */
  backend: string,
  /**
   * Discrete, integrated, CPU...
   */
  device_type: string,
  /**
   * The driver and its version, where the backend reports them.
   */
  driver: string,
};

/**
 * An effect an animation event spawns.
 */
export type AnimationUse = {
  /**
   * The animation binder.
   */
  file: string,
  /**
   * The TAE file in it.
   */
  tae: string,
  /**
   * The character (`c3000`), from the binder's name.
   */
  character: string | null,
  /**
   * The character's community name, where one was given.
   */
  character_name: string | null,
  /**
   * The animation id.
   */
  animation: number,
  /**
   * The event type.
   */
  event_type: number,
  /**
   * The event's template name (`SpawnOneShotFFX`).
   */
  event_name: string,
  /**
   * The event's effect field.
   */
  field: string,
  /**
   * Start, seconds.
   */
  start: number,
  /**
   * End, seconds.
   */
  end: number,
  /**
   * The dummy poly, where the event has one.
   */
  dummy_poly: number | null,
};

/**
 * A draw's blend (one state for every target, as the captures show for the glow target).
 */
export type Blend = {
  /**
   * Colour channels.
   */
  color: BlendComponent,
  /**
   * Alpha channel.
   */
  alpha: BlendComponent,
};

/**
 * One channel group's blend.
 */
export type BlendComponent = {
  /**
   * Source factor.
   */
  src: Factor,
  /**
   * Destination factor.
   */
  dst: Factor,
  /**
   * Operation.
   */
  op: Operation,
};

/**
 * What happened at a path.
 */
export type ChangeKind = "added" | "removed" | "changed";

/**
 * One component's Hermite curve in a ComponentHermite property.
 */
export type ComponentCurve = {
  /**
   * Keyframe times.
   */
  times: Array<number>,
  /**
   * Keyframe values.
   */
  values: Array<number>,
  /**
   * First tangent of each keyframe.
   */
  tangents1: Array<number>,
  /**
   * Second tangent of each keyframe.
   */
  tangents2: Array<number>,
};

/**
 * The keyframes of a ComponentHermite property: one Hermite curve per component.
 */
export type ComponentKeyframes = {
  /**
   * The curve's duration (field 0).
   */
  duration: number,
  /**
   * The per-component minimum.
   */
  min: [number, number, number, number],
  /**
   * The per-component maximum.
   */
  max: [number, number, number, number],
  /**
   * One curve per component.
   */
  components: Array<ComponentCurve>,
};

/**
 * A condition, as playback evaluates it.
 */
export type ConditionDescription = {
  /**
   * The comparison: "!=", "==", ">=" or ">".
   */
  comparison: string,
  /**
   * Whether the comparison's result is negated (bit 3 of the stored operator).
   */
  negated: boolean,
  /**
   * The left operand.
   */
  left: OperandDescription,
  /**
   * The right operand.
   */
  right: OperandDescription,
  /**
   * The state it moves to (-1 ends the effect).
   */
  next_state: number,
  /**
   * The whole condition in words ("to state 1 when not (2 > state time)").
   */
  text: string,
};

/**
 * A config of a node, described.
 */
export type ConfigDescription = {
  /**
   * The config type, as the reader names it.
   */
  config_type: string,
  /**
   * Its actions in slot order.
   */
  actions: Array<ActionDescription>,
};

/**
 * One variable of a buffer as the inspector shows it.
 */
export type ConstantRow = {
  /**
   * The engine's name.
   */
  name: string,
  /**
   * Its HLSL type.
   */
  type: ConstantType,
  /**
   * Byte offset in our layout.
   */
  offset: number,
  /**
   * Size in bytes.
   */
  size: number,
  /**
   * The value (null: never set, so zero).
   */
  value: number | Array<number> | null,
  /**
   * Where the value came from (null: never set).
   */
  provenance: Provenance | null,
};

/**
 * A constant buffer's rows: in our layout, or in the engine's when a program reflects it.
 */
export type ConstantRows = Array<ConstantRow> | Array<ReflectedRow>;

/**
 * A constant's type, as HLSL names it.
 */
export type ConstantType = "float" | "float2" | "float4" | "int" | "float4x4";

/**
 * One property's curve, sampled.
 */
export type CurvePlot = {
  /**
   * What the curve is evaluated with (the horizontal axis).
   */
  argument: PropertyArgument,
  /**
   * Components (1 to 4).
   */
  components: number,
  /**
   * How keyframes are joined: "Constant", "Stepped", "Linear", "Bezier", "Hermite" or
   * "ComponentHermite" (a plot of a stepped curve holds each sample until the next).
   */
  interpolation: string,
  /**
   * Whether the keyframes repeat.
   */
  looped: boolean,
  /**
   * The loop's period (the domain then spans two periods); none when not looped.
   */
  period: number | null,
  /**
   * The horizontal range: from 0 (or the first keyframe, if negative) to the last
   * keyframe (two periods when looped); 0 to 1 for a constant.
   */
  domain: [number, number],
  /**
   * The sample positions, ascending: `PLOT_SAMPLES` evenly spaced plus every keyframe
   * time inside the domain (so lines pass through the keys).
   */
  x: Array<number>,
  /**
   * Per component, the value at each sample (every random number one half; exactly the
   * curve's value when it has no random modifier).
   */
  values: Array<Array<number>>,
  /**
   * Per component, the smallest value any seed gives at each sample.
   */
  min: Array<Array<number>>,
  /**
   * Per component, the largest value any seed gives at each sample.
   */
  max: Array<Array<number>>,
  /**
   * Per component, the file's keyframes as (time, value), before modifiers; empty for a
   * constant.
   */
  keyframes: Array<Array<[number, number]>>,
};

/**
 * The compression algorithm named in the DCP chunk, valued as its four-character tag read
 * as a big-endian `u32`.
 */
export type DcxAlgorithm = "Deflate" | "Kraken" | "Zstd" | "Edge";

/**
 * How a DCX is compressed: every header field except the two sizes, so a file can be
 * written back with the header it was read with.
 */
export type DcxCompression = {
  /**
   * The algorithm (0x28).
   */
  algorithm: DcxAlgorithm,
  /**
   * The version (0x04): 0x10000 or 0x11000.
   */
  version: number,
  /**
   * The field at 0x10: 0x44, or 0x24 in DS1/DS2 deflate files.
   */
  field_10: number,
  /**
   * The field at 0x14: 0x4C, or 0x2C in DS1/DS2 deflate files.
   */
  field_14: number,
  /**
   * The compression level byte (0x30). Deflate levels above 9 compress as 9.
   */
  level: number,
  /**
   * The byte at 0x38: 15 in Elden Ring deflate files, otherwise 0.
   */
  field_38: number,
};

/**
 * The header of a DCX file, as [`peek`] reads it without decompressing.
 */
export type DcxHeader = {
  /**
   * Algorithm and the other header fields.
   */
  compression: DcxCompression,
  /**
   * Size of the data after decompression (0x1C).
   */
  uncompressed_size: number,
  /**
   * Size of the compressed payload (0x20).
   */
  compressed_size: number,
};

/**
 * A draw's depth state: reversed depth tested GREATER_EQUAL, never written (seeds 000).
 */
export type Depth = {
  /**
   * The comparison.
   */
  compare: string,
  /**
   * Whether depth is written.
   */
  write: boolean,
};

/**
 * Which of the two recorded detail equations a material takes (seeds 004).
 */
export type DetailForm = "sekiro" | "elden_ring";

/**
 * Options that shape the draw list. Every field has a default, so options saved before a
 * field existed (a permalink's `opts`) still read.
 */
export type DrawOptions = {
  /**
   * K for unlit draws of every game; `None` uses the game's ([`UnlitFactors`]).
   */
  unlit_factor: number | null,
  /**
   * K per game, where `unlit_factor` is `None`.
   */
  unlit_factors: UnlitFactors,
  /**
   * The output keeps coverage in alpha (a transparent background).
   */
  transparent: boolean,
  /**
   * g_ps_preExposure (the captures have pre-exposure off: 1).
   */
  pre_exposure: number,
  /**
   * Distortion: g_clampDistanceInverse = 1 / radius (true) or 1 as every captured sheet
   * holds (false, the default). Whether the engine derives it from radius is unknown.
   */
  clamp_from_radius: boolean,
  /**
   * Distortion, stir sheets: g_waveNum (the stir's constants are not captured; ours: 0).
   */
  stir_wave_number: number,
  /**
   * Distortion, stir sheets: the pair (TEXCOORD1.y, TEXCOORD1.z) (seeds 000: one of two,
   * by a condition not recorded). Per sheet: override `g_stirTexcoord1YZ` on a node.
   */
  stir_pair: StirPair,
  /**
   * Distortion: the opacity factor TEXCOORD5 (seeds 000: opacity = g_color.a ×
   * g_vColorScale.a × TEXCOORD5; what fills it is not recorded: 0.17 to 0.23 in some
   * captured sheets, 12 to 31 in others). Ours: 1. Per sheet: override
   * `g_distortionTexcoord5` on a node.
   */
  distortion_opacity: number,
  /**
   * The light preset for lit draws when the effect has no point light: (ambient,
   * directional) intensities, in units of the frame factor K of the effect's game: the
   * lights are the preset times K, so a lit draw of rgbMultiplier m facing the light is
   * about as bright as an unlit draw of m (seeds 000: an effect's colour lands in the
   * frame's light units; lit draws have K = 1, their light supplies the units. Inferred;
   * ours).
   */
  light_preset: [number, number],
  /**
   * Distortion and radial blur sheets drawn per frame, at most (each copies the frame).
   */
  max_sheets: number,
};

/**
 * One difference between two effects.
 */
export type EffectChange = {
  /**
   * Where: a header value ("id", "sfx_references"), a state ("states[0].conditions[1]"),
   * or a node and what in it ("node 0/1 config[0] action[603 BillboardEx].columns").
   */
  path: string,
  /**
   * Added, removed or changed.
   */
  kind: ChangeKind,
  /**
   * The names the tables gave the field or property before (empty when never renamed,
   * and for anything else).
   */
  formerly?: Array<string>,
  /**
   * The first effect's value (null when added). Fields are typed as their definition
   * types them (`{"int", "float"}` when undefined); properties are
   * `{"function", "looped", "value", "modifiers"}`; an added or removed node, config or
   * action is summarised by its type and counts.
   */
  old: JsonValue | null,
  /**
   * The second effect's value (null when removed).
   */
  new: JsonValue | null,
};

/**
 * The differences between two effects.
 */
export type EffectDiff = {
  /**
   * The first effect's id.
   */
  a: number,
  /**
   * The second effect's id.
   */
  b: number,
  /**
   * The changes from the first to the second, in path order; empty when they are the same.
   */
  changes: Array<EffectChange>,
};

/**
 * What a frame shows beyond its draws: the sounds fired so far (listed, not played), the
 * level each levels-of-detail node shows, the water pushes under way, and whether the work
 * bound cut the warm-up short.
 */
export type EffectEvents = {
  /**
   * Sounds fired up to the frame's time, in order.
   */
  sounds: Array<SoundEvent>,
  /**
   * Sounds past the kept number, counted only.
   */
  sounds_dropped: number,
  /**
   * Each levels-of-detail node's level shown.
   */
  levels_of_detail: Array<LevelOfDetailShown>,
  /**
   * The water pushes under way.
   */
  water_pushes: Array<WaterPushShown>,
  /**
   * The initial simulation time, when the work bound cut it short.
   */
  warmup_cut: WarmupCut | null,
};

/**
 * An effect's best name and where it comes from.
 */
export type EffectName = {
  /**
   * The effect id.
   */
  effect: number,
  /**
   * The name.
   */
  name: string,
  /**
   * Where it comes from.
   */
  origin: NameOrigin,
};

/**
 * An effect as the effect list shows it.
 */
export type EffectSummary = {
  /**
   * The effect id.
   */
  id: number,
  /**
   * Where it came from.
   */
  source: string,
  /**
   * The game it was made for.
   */
  game: Game,
  /**
   * Nodes in its tree.
   */
  nodes: number,
  /**
   * The appearance action types it uses.
   */
  appearances: Array<number>,
  /**
   * Their names in the definitions (`RichModel`), in the same order (`action N` for a
   * type the definitions do not know).
   */
  appearance_names: Array<string>,
  /**
   * The texture ids its appearances name.
   */
  textures: Array<number>,
  /**
   * The model ids its model particles (605 and 10015) name.
   */
  models: Array<number>,
  /**
   * The effects it references.
   */
  references: Array<number>,
  /**
   * Why the file does not read, for an effect listed by its header whose file is broken
   * (then the lists above are empty).
   */
  error: string | null,
};

/**
 * One use of an effect.
 */
export type EffectUse = { "kind": "param" } & ParamUse | { "kind": "animation" } & AnimationUse;

/**
 * An external value the effect reads.
 */
export type ExternalValueUse = {
  /**
   * Its id.
   */
  id: number,
  /**
   * The value playback uses when none is set ([`EXTERNAL_DEFAULT`]).
   */
  default: number,
  /**
   * The value playback uses now.
   */
  value: number,
  /**
   * Where the effect reads it ("state 0 condition 0", "2 property modifiers", "the file's
   * external value list").
   */
  read_by: Array<string>,
};

/**
 * A blend factor (the Direct3D names the captures use).
 */
export type Factor = "Zero" | "One" | "SrcAlpha" | "InvSrcAlpha" | "DestColor";

/**
 * The program family that draws an appearance (one WGSL file each).
 */
export type Family = "Billboard" | "MultiTexture" | "Line" | "Tracer" | "Distortion" | "RadialBlur" | "Light" | "Model" | "LensFlare" | "LightShaft";

/**
 * One 4-byte field slot.
 */
export type FieldValue = {
  /**
   * The slot's name ("f1[3]" when the definition does not name it).
   */
  name: string,
  /**
   * The names the tables gave the slot before ("totalIntervals"), for modders' notes;
   * empty when never renamed.
   */
  formerly?: Array<string>,
  /**
   * The value as its definition types it (int, float or bool); the raw bits read as both
   * an int and a float when it is not defined.
   */
  value: JsonValue,
  /**
   * The definition's default, when defined.
   */
  default?: SlotValue,
  /**
   * The name of the enumeration its integer takes (e.g. "BlendMode").
   */
  enumeration?: string,
  /**
   * What it means (empty when unknown).
   */
  doc: string,
};

/**
 * A force volume acting on a GPU particle draw's particles (10200, 10300, 10301, 10303).
 */
export type ForceInfo = {
  /**
   * The force action's type (from the volume's kind).
   */
  action_type: number,
  /**
   * "cancel", "wind", "gravity" or "turbulence".
   */
  kind: string,
  /**
   * "boundless", "sphere", "box", "cylinder" or "square prism" (the action's shape).
   */
  shape: string,
  /**
   * The shape's sizes (sphereRadius; boxSize; cylinderRadius and cylinderHeight;
   * squarePrismApothem and squarePrismHeight).
   */
  size: [number, number, number],
  /**
   * force × forceMultiplier × the mean random multiplier, at the frame drawn.
   */
  strength: number,
  /**
   * The volume's centre of mass in the world.
   */
  centre: [number, number, number],
  /**
   * The path of the node whose particle is the volume.
   */
  node: string,
};

/**
 * A row (or an animation binder) whose name matches a search, and its effects.
 */
export type Found = {
  /**
   * The param (or `anibnd` for an animation binder).
   */
  param: string,
  /**
   * The row (0 for an animation binder).
   */
  row: number,
  /**
   * The name that matched.
   */
  name: string,
  /**
   * The effects it leads to, nearest first.
   */
  effects: Array<FoundEffect>,
};

/**
 * An effect a search result leads to.
 */
export type FoundEffect = {
  /**
   * The effect id.
   */
  effect: number,
  /**
   * The field in words.
   */
  label: string,
  /**
   * The links from the found row to the effect, the last holding it.
   */
  via: Array<Step>,
};

/**
 * The game a file was made for, detected from the file (see [`detect_game`]).
 */
export type Game = "DarkSouls3" | "Sekiro" | "EldenRing" | "ArmoredCore6" | "Nightreign" | "Unknown";

/**
 * A buffer of the GPU particle pipeline.
 */
export type GpuBufferLayout = {
  /**
   * The buffer's name in `shaders/gpu_particles.wgsl`.
   */
  name: string,
  /**
   * uniform or storage, and who writes it.
   */
  usage: string,
  /**
   * Bytes per element.
   */
  stride: number,
  /**
   * Its members.
   */
  members: Array<GpuBufferMember>,
};

/**
 * A member of a buffer's element.
 */
export type GpuBufferMember = {
  /**
   * Its name.
   */
  name: string,
  /**
   * Byte offset in the element.
   */
  offset: number,
  /**
   * WGSL type.
   */
  ty: string,
  /**
   * What it holds.
   */
  meaning: string,
};

/**
 * A GPU particle draw's systems, counts, forces and buffer layouts, for the inspector and
 * `fxr-view draws`.
 */
export type GpuParticleInfo = {
  /**
   * The appearance action type (10000, 10001, 10008 or 10009).
   */
  action_type: number,
  /**
   * Systems (host particles) drawn.
   */
  system_count: number,
  /**
   * Live emissions, all systems together.
   */
  emissions: number,
  /**
   * Candidate particles (alive or not), all systems together.
   */
  candidates: number,
  /**
   * Live particles drawn: the CPU's evaluation; none when the compute programs evaluate
   * them (the count is then only known on the GPU).
   */
  instances: number | null,
  /**
   * Who evaluated the particles.
   */
  evaluated_by: ParticleEvaluator,
  /**
   * The first [`MAX_SYSTEMS_SHOWN`] systems, each with its constants.
   */
  systems: Array<GpuSystemInfo>,
  /**
   * The force volumes acting on the particles (a Correct variant's; empty otherwise).
   */
  forces: Array<ForceInfo>,
  /**
   * Every buffer of the GPU particle pipeline: name, usage, stride and members.
   */
  buffers: Array<GpuBufferLayout>,
  /**
   * Whether the particles are sorted back to front (a blend that needs it), or drawn in
   * their stable candidate order (additive, subtractive, multiplying blends).
   */
  sorted: boolean,
  /**
   * Particles left out of this frame's draw (past the bound of a draw's candidates).
   */
  left_out: bigint,
  /**
   * Force volumes left out (past the 16 a draw reads).
   */
  forces_left_out: number,
};

/**
 * The benchmark's figures for one particle count: median milliseconds per frame of each way,
 * and the paired ratios.
 */
export type GpuParticlesTiming = {
  /**
   * Particles asked to be alive.
   */
  particles: number,
  /**
   * Whether a wind and a turbulence act on them (10001) or not (10000).
   */
  forces: boolean,
  /**
   * Whether the draw sorts its particles back to front (a Normal blend) or keeps their
   * stable order (the additive blend, which does not need one).
   */
  sorted: boolean,
  /**
   * Particles the CPU path drew (the median over the measured frames): the live count.
   */
  drawn: number,
  /**
   * Whether the device ran the compute programs; else the renderer evaluated the "GPU"
   * frame on the CPU too (a device without compute, or past its storage limit).
   */
  computed: boolean,
  /**
   * Step, compute programs and draw.
   */
  gpu_ms: number,
  /**
   * Step, CPU evaluation, upload and draw.
   */
  cpu_ms: number,
  /**
   * The baseline: upload and draw of the CPU path's instances (no step, no evaluation).
   */
  draw_ms: number,
  /**
   * cpu / gpu, paired by round: how many times faster the compute programs make a frame.
   */
  cpu_over_gpu: number,
  /**
   * gpu / baseline, paired the same way.
   */
  gpu_over_draw: number,
  /**
   * cpu / baseline, paired the same way.
   */
  cpu_over_draw: number,
  /**
   * The fraction of the pixels the particles changed (against the same frame drawn
   * without them) in the last GPU frame.
   */
  gpu_covered: number,
  /**
   * The same in the last CPU frame.
   */
  cpu_covered: number,
  /**
   * The fraction of the pixels whose colour differs by more than 8/255 in a channel
   * between the last GPU and CPU frames (the same particles, in the same order).
   */
  differing: number,
};

/**
 * One system (one host particle) of a GPU particle draw.
 */
export type GpuSystemInfo = {
  /**
   * Its constants ([`GPU_SYSTEM`]), each with where its value came from; serialised as the
   * buffer's table rows (variable, type, offset, size, value, provenance).
   */
  constants: Array<ConstantRow>,
  /**
   * Its live emissions.
   */
  emissions: number,
  /**
   * Its candidate particles: the emissions' counts summed (alive or not).
   */
  candidates: number,
};

/**
 * One draw of an [`Inspection`].
 */
export type InspectedDraw = {
  /**
   * Its index in the frame's draw list.
   */
  index: number,
  /**
   * Its PSCommonBuffer, in the layout `layout` names.
   */
  PSCommonBuffer: ConstantRows,
  /**
   * Which layout `PSCommonBuffer` is shown in.
   */
  layout: PsCommonLayout,
  /**
   * The engine's program name for this family and variant.
   */
  program: string,
  /**
   * The family.
   */
  family: Family,
  /**
   * The variant switches.
   */
  variant: Variant,
  /**
   * The node's path.
   */
  node: string,
  /**
   * The appearance action type.
   */
  action_type: number,
  /**
   * Instances drawn.
   */
  instance_count: number,
  /**
   * Textures.
   */
  textures: Array<TextureBinding>,
  /**
   * Blend.
   */
  blend: Blend,
  /**
   * Why this blend (the note's rule, or our choice).
   */
  blend_rule: Provenance,
  /**
   * Depth.
   */
  depth: Depth,
  /**
   * The model mesh (model draws only).
   */
  model?: ModelMesh,
  /**
   * A GPU particle draw's systems, counts, force volumes and buffer layouts.
   */
  gpu_particles?: GpuParticleInfo,
};

/**
 * Any supported file parsed (`inspectFile`), as `fxr-view inspect --json` prints it.
 */
export type InspectedFile = {
  /**
   * The DCX compression around it, if any.
   */
  dcx: DcxHeader | null,
  /**
   * The parsed file: `format` ("FXR", "DDS", ...) and its whole tree as `content`.
   */
  document: { format: string, content: unknown },
};

/**
 * The last drawn frame as the inspector shows it (`Viewer.inspect`).
 */
export type Inspection = {
  /**
   * The frame's VSCommonBuffer in our layout.
   */
  VSCommonBuffer: Array<ConstantRow>,
  /**
   * The lights the lit draws see, and where they come from.
   */
  lights: Lights,
  /**
   * The draws, in order.
   */
  draws: Array<InspectedDraw>,
};

export type JsonValue = number | string | boolean | Array<JsonValue> | { [key in string]?: JsonValue } | null;

/**
 * The keyframes of a Stepped, Linear, Bezier or Hermite property. Components beyond the
 * property's value type are 0 in every array.
 */
export type Keyframes = {
  /**
   * The per-component minimum the file stores (the game's bounds for the curve).
   */
  min: [number, number, number, number],
  /**
   * The per-component maximum the file stores.
   */
  max: [number, number, number, number],
  /**
   * The keyframe times, one per keyframe.
   */
  times: Array<number>,
  /**
   * The keyframe values, one per keyframe.
   */
  values: Array<[number, number, number, number]>,
  /**
   * Bezier: the first control point of each keyframe; Hermite: the first tangent. Empty
   * for Stepped and Linear.
   */
  control1: Array<[number, number, number, number]>,
  /**
   * Bezier: the second control point of each keyframe; Hermite: the second tangent. Empty
   * for Stepped and Linear.
   */
  control2: Array<[number, number, number, number]>,
};

/**
 * The level a levels-of-detail node (2002) shows in a frame.
 */
export type LevelOfDetailShown = {
  /**
   * The node's path.
   */
  node: string,
  /**
   * The camera's distance from the node (metres).
   */
  distance: number,
  /**
   * Its thresholds (133).
   */
  thresholds: [number, number, number, number, number],
  /**
   * The child shown (`None`: the camera is beyond every threshold, or the forced level
   * has no child).
   */
  level: number | null,
  /**
   * Whether the level is forced by the view rather than picked by the distance.
   */
  forced: boolean,
};

/**
 * The lights the lit draws see: the effect's point lights (609), or a preset.
 */
export type Lights = {
  /**
   * Ambient intensity (white).
   */
  ambient: number,
  /**
   * The directional light's intensity (white; 0 when the effect has lights).
   */
  directional: number,
  /**
   * Point lights: position, radius, diffuse colour (at most 16).
   */
  points: Array<[[number, number, number], number, [number, number, number, number]]>,
  /**
   * Spot lights (11000, at most [`crate::families::lights::MAX_SPOTS`]), each value with the file
   * field it came from.
   */
  spots: Array<SpotLightValues>,
  /**
   * Where these values come from, for the inspector.
   */
  note: string,
};

/**
 * One entry of a container, as a listing shows it.
 */
export type ListedEntry = {
  /**
   * The entry's id, where the container has ids (a texture pack: the `sNNNNN` number).
   */
  id: number | null,
  /**
   * The entry's name.
   */
  name: string | null,
  /**
   * Its size in bytes as stored.
   */
  size: number,
  /**
   * When an earlier entry has the same name (without regard to case): the distinct name
   * `fxr-view unpack` writes it as and the library lists it as (see
   * [`bnd4::distinct_names`]).
   */
  distinct_name?: string,
};

/**
 * A container's entries (`fxr-view list --json`, and the page's `listFile`).
 */
export type Listing = {
  /**
   * The container's format ("BND4" or "TPF").
   */
  format: string,
  /**
   * The DCX compression around it, if any.
   */
  dcx?: DcxHeader,
  /**
   * Its entries in order.
   */
  entries: Array<ListedEntry>,
};

/**
 * A material with the lanes its preview can show (`Viewer.material`).
 */
export type MaterialDetails = {
  /**
   * The material's position in the index.
   */
  index: number,
  /**
   * The preview's lanes (`lit` first); empty without a preview program.
   */
  lanes: Array<string>,
  /**
   * The material's file name.
   */
  name: string,
  /**
   * Where it came from.
   */
  source: string,
  /**
   * MTD or MATBIN.
   */
  format: MaterialFormat,
  /**
   * The shader family.
   */
  family: string,
  /**
   * The shader path.
   */
  shader_path: string,
  /**
   * An MTD's free-form description.
   */
  description?: string,
  /**
   * The preview program that draws it, or why none does.
   */
  preview: PreviewInfo,
  /**
   * Parameters, in file order.
   */
  params: Array<ParamView>,
  /**
   * Samplers, in file order.
   */
  samplers: Array<SamplerView>,
};

/**
 * A filter over materials; an empty filter lets every material through.
 */
export type MaterialFilter = {
  /**
   * A part of the material's name.
   */
  name: string | null,
  /**
   * A part of the material's family.
   */
  family: string | null,
  /**
   * Parameter conditions, as `NAME=VALUE` texts.
   */
  params: Array<string>,
};

/**
 * The two material formats.
 */
export type MaterialFormat = "MTD" | "MATBIN";

/**
 * A material list row (`Viewer.materials`): its position in the index and its names.
 */
export type MaterialListRow = {
  /**
   * The material's position in the index (`Viewer.material` takes it as a name too).
   */
  index: number,
  /**
   * The material's file name (`m10_00_Lake.matbin`).
   */
  name: string,
  /**
   * Where it came from (`file!entry`).
   */
  source: string,
  /**
   * MTD or MATBIN.
   */
  format: MaterialFormat,
  /**
   * The shader family ([`family`]).
   */
  family: string,
  /**
   * The shader path.
   */
  shader_path: string,
};

/**
 * The mesh a model draw draws.
 */
export type ModelMesh = {
  /**
   * The model id (`sfx/model/sNNNNN.flver`).
   */
  model: number,
  /**
   * The mesh's index in the model; none when no opened file has the model, which is then
   * drawn as a small cube (the placeholder) and listed as missing.
   */
  mesh: number | null,
  /**
   * The mesh's material (empty for the placeholder).
   */
  material: string,
  /**
   * The mesh's triangles (12 for the placeholder cube).
   */
  triangles: number,
};

/**
 * A modifier's decoded meaning.
 */
export type ModifierValue = { "RandomDelta": {
  /**
   * Random seeds, one per component.
   */
  seeds: [number, number, number, number],
  /**
   * Maximum offset per component.
   */
  max: [number, number, number, number],
} } | { "RandomRange": {
  /**
   * Random seeds, one per component.
   */
  seeds: [number, number, number, number],
  /**
   * Minimum offset per component.
   */
  min: [number, number, number, number],
  /**
   * Maximum offset per component.
   */
  max: [number, number, number, number],
} } | { "RandomFraction": {
  /**
   * Random seeds, one per component.
   */
  seeds: [number, number, number, number],
  /**
   * Maximum fraction per component.
   */
  max: [number, number, number, number],
} } | { "ExternalValue": {
  /**
   * Which external value feeds the factor property.
   */
  external_value: number,
  /**
   * Whether this is ExternalValue2 (39) rather than ExternalValue1 (38).
   */
  second: boolean,
} };

/**
 * Where an effect's best name comes from.
 */
export type NameOrigin = "owner" | "community" | "animation" | "use";

/**
 * A node of an effect, described.
 */
export type NodeDescription = {
  /**
   * Its path ("0/2/1": child indices from the root; "…/@id/…" inside a referenced effect).
   */
  path: string,
  /**
   * The effect whose file holds it (a proxy's referenced effect for "@id" paths).
   */
  effect: number,
  /**
   * The node type, as the reader names it.
   */
  node_type: string,
  /**
   * Node-level actions (a StateConfigMap, a proxy's reference, the root's actions).
   */
  actions: Array<ActionDescription>,
  /**
   * Its configs and their actions.
   */
  configs: Array<ConfigDescription>,
  /**
   * How many children it has in its file.
   */
  children: number,
};

/**
 * A node of the playing effect as the inspector lists it.
 */
export type NodeState = {
  /**
   * Its path, as the draw list names it ("0/2/1"; "…/@id/…" through a proxy).
   */
  path: string,
  /**
   * Its live particles at the time asked for.
   */
  particles: number,
  /**
   * Whether its draws are hidden.
   */
  hidden: boolean,
};

/**
 * What one `open` found, for the page's log.
 */
export type OpenSummary = {
  /**
   * The file's name.
   */
  file: string,
  /**
   * Its outer format.
   */
  format: string,
  /**
   * Effects found.
   */
  effects: number,
  /**
   * Textures found.
   */
  textures: number,
  /**
   * Models found (those with an `sNNNNN` name; others are said in the notes).
   */
  models: number,
  /**
   * Materials found.
   */
  materials: number,
  /**
   * Shader programs found.
   */
  shaders: number,
  /**
   * Entries that could not be read (the rest still opened), with their reasons.
   */
  errors: Array<string>,
  /**
   * What the user should know that is not an error, in sentences: an entry listed under a
   * distinct name because an earlier one has its name, an effect that replaces one of the
   * same id opened before.
   */
  notes: Array<string>,
};

/**
 * A condition's operand.
 */
export type OperandDescription = {
  "kind": "literal",
  /**
   * The number.
   */
  value: number,
} | {
  "kind": "external",
  /**
   * Its id.
   */
  id: number,
} | { "kind": "state_time" } | {
  "kind": "unknown",
  /**
   * The stored type.
   */
  raw_type: number,
};

/**
 * A blend operation.
 */
export type Operation = "Add" | "ReverseSubtract";

/**
 * A user's override of one constant (the inspector's edits; permalinks carry them): in the
 * draws of one node (every draw when `node` is none) or in the frame's VSCommonBuffer.
 */
export type Override = {
  /**
   * The node whose draws it applies to (PSCommonBuffer only); none: every draw.
   */
  node?: string,
  /**
   * "PSCommonBuffer" or "VSCommonBuffer".
   */
  buffer: string,
  /**
   * The variable.
   */
  name: string,
  /**
   * Its components (1, 2, 4 or 16 numbers).
   */
  values: Array<number>,
};

/**
 * A named row a use is reached from.
 */
export type Owner = {
  /**
   * The param.
   */
  param: string,
  /**
   * The row.
   */
  row: number,
  /**
   * Its name.
   */
  name: string,
  /**
   * The links from it to the row holding the effect (empty when it holds it itself).
   */
  via: Array<Step>,
};

/**
 * An effect held by a param row's field.
 */
export type ParamUse = {
  /**
   * The param (`Bullet`).
   */
  param: string,
  /**
   * The row.
   */
  row: number,
  /**
   * The row's name, where it has one.
   */
  row_name: string | null,
  /**
   * The field (`sfxId_Hit`).
   */
  field: string,
  /**
   * The field in words ("bullet hit").
   */
  label: string,
  /**
   * The nearest named rows it is reached from.
   */
  owners: Array<Owner>,
};

/**
 * One parameter of a material, stored and bound.
 */
export type ParamView = {
  /**
   * The parameter's name (`g_GXFT_WaterInteraction`, `C_DetailBlend__snp_0_color_0`).
   */
  name: string,
  /**
   * The stored type: `bool`, `int`, `int2`, `float` .. `float5`.
   */
  type_name: string,
  /**
   * The value as the file stores it.
   */
  stored: StoredValue,
  /**
   * The value the engine binds, where it differs from the stored one (MATBIN colours).
   */
  bound?: Array<number>,
};

/**
 * Who evaluated a GPU particle draw's particles into its instances.
 */
export type ParticleEvaluator = "cpu" | "gpu";

/**
 * The passes benchmark's figures: median milliseconds per frame of each kind.
 */
export type PassesTiming = {
  /**
   * Billboards in the frame.
   */
  billboards: number,
  /**
   * Distortion sheets in the frames that have them.
   */
  sheets: number,
  /**
   * Neither pass (the baseline).
   */
  base_ms: number,
  /**
   * Glow target and bloom chain.
   */
  bloom_ms: number,
  /**
   * The sheets.
   */
  sheets_ms: number,
  /**
   * Both.
   */
  both_ms: number,
  /**
   * bloom / baseline: the median of the ratios of frames drawn one after the other.
   */
  bloom_ratio: number,
  /**
   * sheets / baseline, paired the same way.
   */
  sheets_ratio: number,
  /**
   * both / baseline, paired the same way.
   */
  both_ratio: number,
};

/**
 * The preview a material gets and a sentence saying why (or why not).
 */
export type PreviewInfo = {
  /**
   * The program.
   */
  kind: PreviewKind,
  /**
   * For a detail preview, the equation's form.
   */
  form?: DetailForm,
  /**
   * What the preview is and how far the notes back it, or why there is none.
   */
  note: string,
};

/**
 * Which preview program draws a material.
 */
export type PreviewKind = "water" | "detail" | "none";

/**
 * The input a property's curve is evaluated with. Fixed per property; the file does not
 * store it.
 */
export type PropertyArgument = "None" | "ParticleAge" | "ActiveTime" | "EmissionTime" | "ExternalValue" | "Unknown";

/**
 * One property.
 */
export type PropertyDescription = {
  /**
   * The property's name ("p1[0]" when the definition does not name it).
   */
  name: string,
  /**
   * The names the tables gave the property before, for modders' notes; empty when never
   * renamed.
   */
  formerly?: Array<string>,
  /**
   * What its curve is evaluated with.
   */
  argument: PropertyArgument,
  /**
   * The function ("Constant", "Linear", ...).
   */
  function: string,
  /**
   * Whether keyframes repeat.
   */
  looped: boolean,
  /**
   * Components (1 to 4).
   */
  components: number,
  /**
   * The decoded value (constant or keyframes); none when the fields do not decode.
   */
  value: PropertyValue | null,
  /**
   * Its modifiers, decoded.
   */
  modifiers: Array<ModifierValue>,
  /**
   * The name of the enumeration its (integer-valued) constant takes (e.g. "BlendMode").
   */
  enumeration?: string,
  /**
   * What it means (empty when unknown).
   */
  doc: string,
  /**
   * Its curve sampled over its argument, for a plot; none when the fields do not decode.
   */
  plot: CurvePlot | null,
};

/**
 * A property's decoded value.
 */
export type PropertyValue = { "Constant": [number, number, number, number] } | { "Keyframes": Keyframes } | { "ComponentKeyframes": ComponentKeyframes };

/**
 * Where a constant's value came from.
 */
export type Provenance = {
  "from": "file",
  /**
   * The action type.
   */
  action: number,
  /**
   * Where in the action (list, index, name).
   */
  slot: Slot,
  /**
   * How it was turned into the constant, when not as stored.
   */
  rule?: string,
} | {
  "from": "option",
  /**
   * The option.
   */
  name: string,
} | { "from": "view" } | {
  "from": "engine_default",
  /**
   * What the notes say.
   */
  note: string,
} | {
  "from": "ours",
  /**
   * Why.
   */
  note: string,
} | {
  "from": "model",
  /**
   * The model id (`sNNNNN.flver`).
   */
  model: number,
  /**
   * The material's name.
   */
  material: string,
  /**
   * The material's texture slot (`g_DiffuseTexture`).
   */
  slot: string,
  /**
   * The texture path the model names (its file name gives the texture id).
   */
  path: string,
} | {
  "from": "override",
  /**
   * Where the frame's value came from, if it set one.
   */
  replaced?: Provenance,
};

/**
 * Which layout a draw's PSCommonBuffer is shown in.
 */
export type PsCommonLayout = {
  "source": "engine",
  /**
   * The program's name.
   */
  program: string,
  /**
   * The file it came from.
   */
  file: string,
  /**
   * The compiler's creator string.
   */
  creator: string,
  /**
   * The buffer's size in bytes.
   */
  size: number,
} | {
  "source": "ours",
  /**
   * Why (no bundle open, or the bundle lacks the program or its reflection).
   */
  reason: string,
};

/**
 * One variable of an engine constant buffer as a program's reflection lays it out, beside
 * our value for the variable of the same name ([`reflected_rows`]).
 */
export type ReflectedRow = {
  /**
   * The variable's name.
   */
  name: string,
  /**
   * Its HLSL type as the reflection gives it (`float4`, `int`, `float2[4]`); ours for a
   * variable the engine's layout lacks.
   */
  type: string,
  /**
   * Byte offset in the engine's buffer (null: the engine's layout lacks the variable).
   */
  offset: number | null,
  /**
   * Size in bytes (the engine's; ours for a variable the engine's layout lacks).
   */
  size: number,
  /**
   * Our value for the variable of this name, as [`Buffer::rows`] gives it (null: we do
   * not have or do not set it).
   */
  value: number | Array<number> | null,
  /**
   * Where our value came from (null: we do not set it).
   */
  provenance: Provenance | null,
  /**
   * Byte offset of the variable in our layout (null: ours lacks it).
   */
  our_offset: number | null,
  /**
   * What the viewer should say about the row, if anything.
   */
  note: string | null,
};

/**
 * An opened texture or model a value can name (`Viewer.openedResources`).
 */
export type ResourceInfo = {
  /**
   * The id (`sNNNNN` of its name).
   */
  id: number,
  /**
   * Its name in the file that holds it.
   */
  name: string,
  /**
   * Where it came from.
   */
  source: string,
};

/**
 * One texture sampler (MATBIN) or texture slot (MTD) of a material.
 */
export type SamplerView = {
  /**
   * The sampler's type name (`C_DetailBlend__snp_Texture2D_7_AlbedoMap`, `g_DiffuseTexture`).
   */
  name: string,
  /**
   * The texture path the material names; empty when the model supplies the texture.
   */
  path: string,
  /**
   * The program's texture slot, from `Texture2D_N` in the name, where it has one.
   */
  slot?: number,
  /**
   * What the name says the texture is (`AlbedoMap`, `NormalMap`, `MetallicMap`, ...).
   */
  role?: string,
  /**
   * The floats stored with it (MATBIN: a pair, probably a UV scale; MTD: the extension's).
   */
  floats: Array<number>,
  /**
   * The model's UV set the texture uses (MTD only).
   */
  uv_number?: number,
};

/**
 * What a search by name found: the first [`MAX_FOUND`] matching rows with their effects, and
 * how many matched in all.
 */
export type Search = {
  /**
   * The matching rows (named rows in param and row order, then animation binders), at most
   * [`MAX_FOUND`].
   */
  found: Array<Found>,
  /**
   * How many rows and animation binders matched, `found` included.
   */
  matched: number,
};

/**
 * A named value's place in an action: list, index and the definition's name.
 */
export type Slot = {
  /**
   * The list.
   */
  list: SlotList,
  /**
   * The index in it.
   */
  index: number,
  /**
   * The definition's name of the slot.
   */
  name: string,
};

/**
 * Where a value of an action lives in the file.
 */
export type SlotList = "Fields1" | "Fields2" | "Properties1" | "Properties2";

/**
 * A typed default value of a field slot.
 */
export type SlotValue = { "Int": number } | { "Float": number } | { "Bool": boolean };

/**
 * A sound the effect asked for (75 NodeSound, 81 EmissionSound): listed, not played.
 */
export type SoundEvent = {
  /**
   * Wall time it fired (seconds; 0 during the initial simulation time).
   */
  time: number,
  /**
   * The node's path.
   */
  node: string,
  /**
   * The sound event id.
   */
  sound: number,
  /**
   * The action that fired it (75 when the node activates, 81 at an emission).
   */
  action_type: number,
};

/**
 * A spot light as the lit draws see it, and where its values come from.
 */
export type SpotLightValues = {
  /**
   * The node that holds it.
   */
  node: string,
  /**
   * World position.
   */
  position: [number, number, number],
  /**
   * The cone's axis (the node's Z axis, ours).
   */
  direction: [number, number, number],
  /**
   * The axis radiusX lies along (the node's X axis, ours).
   */
  x_axis: [number, number, number],
  /**
   * Where the light starts along the axis (near; 0 taken as 0.5).
   */
  near: number,
  /**
   * The distance of the cone's base (far).
   */
  far: number,
  /**
   * The base's half axes (radiusX, radiusY).
   */
  radius: [number, number],
  /**
   * Diffuse colour times its multiplier.
   */
  diffuse: [number, number, number, number],
  /**
   * Each value's source: (value, provenance).
   */
  provenance: Array<[string, Provenance]>,
};

/**
 * One state.
 */
export type StateDescription = {
  /**
   * Its index (what a StateConfigMap and a condition's next state name).
   */
  index: number,
  /**
   * Its conditions, tried in order each step: the first that holds moves on.
   */
  conditions: Array<ConditionDescription>,
};

/**
 * The states and external values of an effect.
 */
export type StatesDescription = {
  /**
   * The states in order (playback starts in state 0).
   */
  states: Array<StateDescription>,
  /**
   * Every external value the effect reads, by id.
   */
  externals: Array<ExternalValueUse>,
};

/**
 * One link of a chain: a row, and its field that leads on.
 */
export type Step = {
  /**
   * The param.
   */
  param: string,
  /**
   * The row.
   */
  row: number,
  /**
   * Its field that refers to the next row (or holds the effect, last).
   */
  field: string,
};

/**
 * The stir sheets' pair (TEXCOORD1.y, TEXCOORD1.z): seeds 000 records that the vertex
 * program sets them to (1, 0) or (-1, pi) "together, by one condition", not which.
 */
export type StirPair = "forward" | "reverse";

/**
 * A stored parameter value, shaped for JSON: a scalar stays a scalar, a vector is an array.
 */
export type StoredValue = boolean | number | Array<number> | number | Array<number>;

/**
 * A texture a draw binds.
 */
export type TextureBinding = {
  /**
   * The program's texture name (`g_diffuseTexture`, `g_multiTexture1`...).
   */
  slot: string,
  /**
   * The texture id (`sNNNNN`), 0 when none is named.
   */
  id: number,
  /**
   * Where the id came from.
   */
  provenance: Provenance,
};

/**
 * An opened texture as the inspector shows it (`Viewer.texture`, whose object also carries
 * the decoded `pixels`, which are bytes rather than a serde value).
 */
export type TextureInfo = {
  /**
   * The texture id (`sNNNNN`).
   */
  id: number,
  /**
   * Its name in the file that holds it.
   */
  name: string,
  /**
   * Where it came from.
   */
  source: string,
  /**
   * The DDS format's name (`BC7_UNORM`...).
   */
  format: string,
  /**
   * Width in pixels of the decoded (first) mip.
   */
  width: number,
  /**
   * Height in pixels of the decoded (first) mip.
   */
  height: number,
  /**
   * Mips the file holds.
   */
  mips: number,
};

/**
 * One measurement: milliseconds per frame of the effect program and of the baseline, and of
 * each with no instance, which tells the draws' cost from what a frame pays whatever it
 * draws (the effect renderer's opaque pass, glow and tonemap; the baseline's clear).
 */
export type Timing = {
  /**
   * Instances per frame.
   */
  instances: number,
  /**
   * Median milliseconds per frame with the effect program.
   */
  program_ms: number,
  /**
   * Median milliseconds per frame with the minimal quad pipeline.
   */
  baseline_ms: number,
  /**
   * Median milliseconds per frame of the effect renderer drawing no instance.
   */
  program_empty_ms: number,
  /**
   * Median milliseconds per frame of the baseline drawing no instance.
   */
  baseline_empty_ms: number,
};

/**
 * The tone curve applied after exposure. Ours: the notes do not record the engine's, only
 * that an effect's colour lands in the frame's light units and the frame's tone curve
 * applies to it as to the rest of the frame (seeds 000, Inferred).
 *
 * The default is `Soft`: real effects put values well above 1 in those units (an Elden
 * Ring rgbMultiplier of 20 is 1.5 after the frame factor, an additive GlowD draw with an
 * opacity above 1 multiplies its colour by it), and clamping turns their cores into flat
 * white. `Soft` keeps every value up to 0.6 exactly as computed (the background colour the
 * user picks, the dim parts of an effect) and rolls what is brighter off towards 1, so detail
 * up to about 10 stays visible. ACES, the other filmic curve, also darkens and tints the dark
 * end (its toe), so the chosen background would no longer be the colour shown.
 */
export type ToneCurve = "clamp" | "reinhard" | "aces" | "soft";

/**
 * K per game: the recorded values for Sekiro and Elden Ring, ours for the others.
 */
export type UnlitFactors = {
  /**
   * Sekiro: 1.13061 (seeds 000, Observed).
   */
  sekiro: number,
  /**
   * Elden Ring: 0.07478 (seeds 000, Observed); also a version 5 file whose game is not
   * detected.
   */
  elden_ring: number,
  /**
   * Armored Core 6: not recorded. Ours: Elden Ring's, the engine generation it shares
   * (its effects' multipliers are of Elden Ring's magnitude: 10 and 5 in the sample).
   */
  armored_core6: number,
  /**
   * Elden Ring Nightreign: not recorded. Ours: Elden Ring's (the same engine and files).
   */
  nightreign: number,
  /**
   * Dark Souls 3: not recorded. Ours: 1 (no frame factor: the file's multipliers as they
   * are, as in the lit draws).
   */
  dark_souls3: number,
};

/**
 * An action playback ignores, reported so nothing is dropped silently.
 */
export type UnsupportedAction = {
  /**
   * The node's path ("0/2/1": child indices from the root).
   */
  node: string,
  /**
   * The action type.
   */
  action_type: number,
  /**
   * Its name in the definitions (`SFXReference`).
   */
  name: string,
  /**
   * What the action refers to, where that matters to the reason (`effect 523740`).
   */
  detail?: string,
  /**
   * Why it is not simulated, as the end of a sentence ("is a sound: not played").
   */
  reason: string,
  /**
   * Whether playback takes the action in part (a sound listed but not played, a field
   * not read); false when it ignores the action altogether.
   */
  partial: boolean,
  /**
   * The whole sentence, for people: where, what, why
   * ("Node 0/2: SFXReference (action 132, effect 523740) is not played: ...").
   */
  message: string,
};

/**
 * The switches that choose a program variant.
 */
export type Variant = {
  /**
   * Soft: fades against the scene depth (depthBlend).
   */
  soft: boolean,
  /**
   * Blend: blends the next flipbook frame (interpolateFrames).
   */
  blend_frames: boolean,
  /**
   * GlowD: writes the glow target (bloom).
   */
  glow: boolean,
  /**
   * Octagon: the quad's corners trimmed (octagonal).
   */
  octagon: boolean,
};

/**
 * How the viewer presents its frames (`Viewer.setView`): the background, the grid, the
 * exposure and the tone curve.
 */
export type ViewSettings = {
  /**
   * Straight sRGB RGBA bytes; an alpha below 255 gives a transparent output.
   */
  background: [number, number, number, number],
  /**
   * Whether the ground grid is drawn.
   */
  grid: boolean,
  /**
   * Multiplier before the tone curve (0 to 1000; not finite: 1).
   */
  exposure: number,
  /**
   * The tone curve.
   */
  curve: ToneCurve,
};

/**
 * The initial simulation time (10500) cut short by [`SimLimits::warmup_work`]: the effect
 * starts as if it had run `done` seconds, not `asked`.
 */
export type WarmupCut = {
  /**
   * Seconds the file asks for.
   */
  asked: number,
  /**
   * Seconds run before the bound.
   */
  done: number,
};

/**
 * A water push (10013) in a frame: where, how large, how deep now.
 */
export type WaterPushShown = {
  /**
   * The node's path.
   */
  node: string,
  /**
   * Where (world).
   */
  position: [number, number, number],
  /**
   * The texture giving its shape.
   */
  texture: number,
  /**
   * The area's size.
   */
  scale: number,
  /**
   * How far down the water is now.
   */
  depth: number,
};
