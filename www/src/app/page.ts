// The viewer page's elements (index.html), found once, and the settings its address gives.
// Each panel is handed the elements it draws into; none looks an element up by itself.

/** The page's three tabs: the player, the visual index, the material browser. */
export type Tab = 'effects' | 'index' | 'materials';

export const TABS: readonly Tab[] = ['effects', 'index', 'materials'];

export interface PageElements {
  /** The header (the prompts for a link's local files go under it). */
  header: HTMLElement;
  status: HTMLSpanElement;
  banner: HTMLDivElement;
  progress: { box: HTMLElement; text: HTMLElement; bar: HTMLProgressElement };
  /** Each tab's button and what it shows. */
  tabs: Record<Tab, { button: HTMLElement; view: HTMLElement }>;
  /** The header's openers. */
  open: {
    files: HTMLElement;
    filesInput: HTMLInputElement;
    folder: HTMLElement;
    folderInput: HTMLInputElement;
    /** "Reopen folder NAME" (the folder opened last). */
    reopenFolder: HTMLButtonElement;
    urlForm: HTMLFormElement;
    url: HTMLInputElement;
    demo: HTMLElement;
    /** What shows while files are dragged over the page. */
    drop: HTMLElement;
  };
  share: HTMLElement;
  effectList: HTMLUListElement;
  filter: HTMLInputElement;
  /** The line under the effect list naming what is opened. */
  filesList: HTMLElement;
  /** The player's canvas and the box it sits in (the compare side goes beside it). */
  canvas: HTMLCanvasElement;
  stage: HTMLElement;
  controls: HTMLElement;
  stats: HTMLElement;
  comparePanel: HTMLElement;
  editPanel: HTMLElement;
  inspector: HTMLElement;
}

/** The page's elements, by their ids in index.html. */
export function pageElements(doc: Document): PageElements {
  const $ = <T extends HTMLElement>(id: string) => {
    const el = doc.getElementById(id);
    if (!el) throw new Error(`the page has no #${id}`);
    return el as T;
  };
  const tab = (t: Tab) => ({ button: $(`tab-${t}`), view: $(`${t}-view`) });
  return {
    header: doc.querySelector<HTMLElement>('.top') ?? doc.body,
    status: $('status'),
    banner: $('banner'),
    progress: { box: $('progress'), text: $('progress-text'), bar: $('progress-bar') },
    tabs: { effects: tab('effects'), index: tab('index'), materials: tab('materials') },
    open: {
      files: $('open-files'),
      filesInput: $('files'),
      folder: $('open-folder'),
      folderInput: $('folder-input'),
      reopenFolder: $('reopen-folder'),
      urlForm: $('url-form'),
      url: $('url'),
      demo: $('open-demo'),
      drop: $('drop'),
    },
    share: $('share'),
    effectList: $('effect-list'),
    filter: $('filter'),
    filesList: $('files-list'),
    canvas: $('view'),
    stage: $('stage'),
    controls: $('controls'),
    stats: $('stats'),
    comparePanel: $('compare-panel'),
    editPanel: $('edit-panel'),
    inspector: $('inspector'),
  };
}

/** What the page's address asks for. */
export interface PageSettings {
  /** `?present=`: how the viewer puts its frames on the canvas (none: its own choice). */
  presentation: string | undefined;
  /** `?scene=test`: the renderer's test scene instead of an effect (the foundation's check). */
  testScene: boolean;
  /** The page's link: its fragment, or its query when that has `src=` or `effect=`; '' for none. */
  link: string;
  /** `#still`: the first frame stays, paused (the loop does not start). */
  still: boolean;
}

/** The settings of the page at `location`. */
export function pageSettings(location: Location): PageSettings {
  const params = new URLSearchParams(location.search);
  const still = location.hash === '#still';
  const link = location.hash.length > 1 && !still ? location.hash : params.has('src') || params.has('effect') ? location.search : '';
  return { presentation: params.get('present') ?? undefined, testScene: params.get('scene') === 'test', link, still };
}
