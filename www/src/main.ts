// The viewer page: open files and folders (pickers, drop, URL), the effect list, the player,
// the inspector, exports and permalinks. With nothing opened it shows the built-in demo binder;
// `?scene=test` shows the renderer's test scene instead (the foundation's check).
//
// This module only starts it: the banner and the progress strip (the start reports through
// them), the downloads a link names (they start beside the wasm module's), then the App
// (app/app.ts), which owns the page's state and makes its panels, and the page's API
// (app/page-api.ts) for the package tests and headless rendering.
import { message } from './core/dom';
import { Unpacker } from './core/files';
import { onPanic } from './core/wasm';
import { App } from './app/app';
import { Banner, PageStop } from './app/banner';
import { LinkDownloads } from './app/opening';
import { pageElements, pageSettings } from './app/page';
import { pageApi } from './app/page-api';
import { Progress } from './app/progress';

/** Starts the page and puts its API on `window.fxrView`. */
function main(): void {
  const page = pageElements(document);
  const settings = pageSettings(location);
  const banner = new Banner(page.banner, page.header);
  const stop = new PageStop(banner, page.status);
  onPanic((text) => stop.stop(`${text}\nReload the page to continue.`, 'stopped'));
  const progress = new Progress(page.progress);
  const unpacker = new Unpacker();
  // The link's files at URLs: their downloads start with the page, beside the viewer's start.
  const downloads = new LinkDownloads(unpacker, progress);
  if (!settings.testScene) downloads.start(settings.link);

  const created = App.create({ page, settings, banner, stop, progress, unpacker, downloads });
  const ready = created.then((app) => app.boot());
  ready.catch((e: unknown) => stop.stop(`fxr-view cannot draw here: ${message(e)}`, 'no graphics'));
  // Reported in the banner above; the page's API promise must not be an unhandled rejection.
  const readyForApi = ready.then(() => undefined);
  readyForApi.catch(() => undefined);
  window.fxrView = pageApi(created, readyForApi);
}

main();
