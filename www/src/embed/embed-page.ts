// embed.html: one <fxr-preview> filling the frame, its fields from the query string
// (src, effect, time, seed, autoplay, loop, controls, poster) or a permalink fragment.
import { defineFxrPreview } from './preview-element';

/** Puts the page's one preview in, made from its address. */
function main(): void {
  defineFxrPreview();
  const params = new URLSearchParams(location.search);
  const preview = document.createElement('fxr-preview');
  const link = location.hash.length > 1 ? location.hash : location.search;
  if (link) preview.setAttribute('link', link);
  // Flags: present (even empty) means on; controls and loop are on unless given as 0.
  for (const flag of ['autoplay', 'loop', 'controls']) {
    const v = params.get(flag);
    if (v === null ? flag !== 'autoplay' : v !== '0') preview.setAttribute(flag, '');
  }
  const poster = params.get('poster');
  if (poster && /^https?:/.test(new URL(poster, location.href).protocol)) preview.setAttribute('poster', poster);
  document.body.append(preview);
}

main();
