// The prompts a link's local sources need: a link names files and folders on the user's disk
// by name and SHA-256, which the page cannot read without being given them. Each prompt is a
// box under the header (`Banner.ask`) that resolves once answered and then removes itself.

import { h } from '../core/dom';
import { readFile, sha256Hex, type Loaded } from '../core/files';
import { askToRead, folderFromInput, hasDirectoryPicker, pickDirectory, rememberFolder, walkHandle, type DirectoryHandle, type PickedFolder } from '../core/folders';
import type { Source } from '../core/permalink';
import type { Banner } from './banner';

export type FileSource = Extract<Source, { kind: 'file' }>;
export type FolderSource = Extract<Source, { kind: 'folder' }>;

/**
 * A link names local files: ask for them (one picker, several at once) and check each
 * against the link's hashes (`what` the link does with them). Resolves to them in the
 * order of `sources`; a file that is none of them is refused.
 */
export function askForFiles(banner: Banner, sources: FileSource[], what: string): Promise<Loaded[]> {
  return new Promise((resolve, reject) => {
    const found: (Loaded | undefined)[] = sources.map(() => undefined);
    const input = h('input', { type: 'file', multiple: sources.length > 1 });
    const text = h('span', {});
    const box = h('div', { class: 'banner info', id: 'ask-file' }, text, input);
    const say = () => {
      const left = sources.filter((_, i) => !found[i]);
      text.textContent =
        left.length === 1
          ? `This link ${what} an effect from your file ${left[0].name}. Choose it to continue (its SHA-256 must be ${left[0].sha256.slice(0, 16)}…): `
          : `This link ${what} an effect from your files ${left.map((s) => s.name).join(', ')}. Choose them (several at once) to continue (each is checked by its SHA-256): `;
    };
    say();
    banner.ask(box);
    input.addEventListener('change', async () => {
      try {
        for (const file of Array.from(input.files ?? [])) await matchFile(banner, file, sources, found);
        input.value = '';
        if (found.every((f) => f)) {
          box.remove();
          resolve(found as Loaded[]);
        } else say();
      } catch (e) {
        box.remove();
        reject(e);
      }
    });
  });
}

/** Puts a chosen file in the place of the link's file it is (by SHA-256, or by name where the page cannot hash); throws when it is none of them. */
async function matchFile(banner: Banner, file: File, sources: FileSource[], found: (Loaded | undefined)[]): Promise<void> {
  const loaded = await readFile(file);
  const hash = await sha256Hex(loaded.bytes);
  if (hash === null) banner.info('This page is not in a secure context, so the file could not be checked against the link.');
  const at = sources.findIndex((s, i) => !found[i] && (hash === null ? s.name === file.name : s.sha256 === hash));
  if (at < 0) {
    const which = sources.length === 1 ? 'the file the link was made from' : 'one of the files the link was made from';
    throw new Error(`${file.name} is not ${which} (its SHA-256 is ${hash})`);
  }
  found[at] = loaded;
}

/** A prompt with a "Reopen folder NAME" button; resolves when reading it is allowed (the button is the gesture the browser's prompt needs). */
export function askToReopen(banner: Banner, handle: DirectoryHandle, why: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const button = h('button', { type: 'button' }, `Reopen folder ${handle.name}`);
    const box = h('div', { class: 'banner info', id: 'ask-folder' }, `${why} `, button);
    banner.ask(box);
    button.addEventListener('click', () => {
      box.remove();
      askToRead(handle).then(resolve, reject);
    });
  });
}

/** A link names a folder the page does not remember (another browser): ask the user to choose it. */
export function askForFolder(banner: Banner, source: FolderSource, what: string): Promise<PickedFolder> {
  return new Promise((resolve, reject) => {
    const input = h('input', { type: 'file', webkitdirectory: true, multiple: true });
    const box = h('div', { class: 'banner info', id: 'ask-folder' }, `This link ${what} an effect from your folder ${source.name}. Choose it to continue: `, input);
    if (hasDirectoryPicker()) {
      // The picker's folder is remembered for the next time.
      const button = h('button', { type: 'button' }, 'Choose folder…');
      button.addEventListener('click', async () => {
        try {
          const handle = await pickDirectory();
          if (!handle) return;
          box.remove();
          void rememberFolder(handle);
          resolve(await walkHandle(handle));
        } catch (e) {
          box.remove();
          reject(e);
        }
      });
      box.insertBefore(button, input);
    }
    input.addEventListener('change', () => {
      if (!input.files?.length) return;
      box.remove();
      resolve(folderFromInput(input.files));
    });
    banner.ask(box);
  });
}
