// What the banner says when an effect starts playing: the actions not simulated (or only in
// part), a warm-up cut short by the work bound, textures and models not in the opened files
// (with the binders the game keeps them in) and models that cannot be drawn; and the sounds
// it fires, which the time slider marks.

import type { EffectView } from '../core/effect-view';
import { fileName } from '../core/names';

/** An effect's notes, read from the viewer once it plays. */
export interface EffectNotes {
  /** The banner's paragraphs (none: nothing to say). */
  notes: string[];
  /** Every unsupported action as node, type, name, what it refers to and why (the banner's details). */
  details: string;
  /** The times sounds fire, each labelled. */
  sounds: { time: number; label: string }[];
}

/** The notes of effect `id`, playing in `view` (its loop's end bounds the events read). */
export async function effectNotes(view: EffectView, id: number): Promise<EffectNotes> {
  const unsupported = await view.run((v) => v.unsupported());
  // Known from the files (the frames' own lists come only once they are drawn).
  const { textures: missing, models: missingModels } = await view.run((v) => v.missingOf(id));
  const brokenModels = await view.run((v) => v.brokenModels());
  const events = await view.run((v) => v.effectEvents(view.loopEnd));
  const notes = [];
  // Actions ignored altogether first, then those played in part (a sound listed, a field not read).
  const ignored = unsupported.filter((u) => !u.partial);
  const partial = unsupported.filter((u) => u.partial);
  for (const [list, what] of [
    [ignored, 'not simulated'],
    [partial, 'not simulated in full'],
  ] as const) {
    if (!list.length) continue;
    const shown = list.slice(0, 5).map((u) => `• ${u.message}`);
    if (list.length > 5) shown.push(`• … and ${list.length - 5} more (see the details)`);
    notes.push(`Effect ${id}: ${list.length === 1 ? '1 action is' : `${list.length} actions are`} ${what}:\n${shown.join('\n')}`);
  }
  if (events?.warmup_cut) notes.push(`Effect ${id}: its initial simulation time (${events.warmup_cut.asked} s) was cut at ${events.warmup_cut.done.toFixed(2)} s by the work bound, so its first frame comes in bounded time.`);
  const sounds = (events?.sounds ?? []).map((e) => ({ time: e.time, label: `sound ${e.sound} (node ${e.node})` }));
  if (missing.length) notes.push(`${missing.length === 1 ? '1 texture' : `${missing.length} textures`} not in the opened files (drawn as the missing-texture placeholder): ${Array.from(missing).join(', ')}`);
  if (missingModels.length) notes.push(`${missingModels.length === 1 ? '1 model' : `${missingModels.length} models`} not in the opened files (drawn as placeholder cubes): ${Array.from(missingModels, fileName).join(', ')}`);
  const homes = await view.run((v) => v.missingResourceBinders(id));
  if (homes.length) notes.push(`The game keeps them in ${homes.join(' or ')}: open it too (Open files… or Open folder…).`);
  if (brokenModels.length) notes.push(`Models that cannot be drawn (placeholder cubes instead):\n${brokenModels.map((b) => `• ${b}`).join('\n')}`);
  const details = unsupported.map((u) => `node ${u.node || '(root)'}  action ${u.action_type} ${u.name}${u.detail ? ` (${u.detail})` : ''}: ${u.reason}`).join('\n');
  return { notes, details, sounds };
}
