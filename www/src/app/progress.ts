// The progress strip under the header: what the page is doing (decompressing, indexing, a
// folder's files one by one), with a bar when the share done is known.

export class Progress {
  constructor(private readonly el: { box: HTMLElement; text: HTMLElement; bar: HTMLProgressElement }) {}

  /** Says `what` is under way; `share` (0 to 1) fills the bar, none makes it indeterminate. */
  show(what: string, share?: number): void {
    this.el.box.hidden = false;
    this.el.text.textContent = what;
    if (share === undefined) this.el.bar.removeAttribute('value');
    else this.el.bar.value = share;
  }

  /** Hides the strip. */
  done(): void {
    this.el.box.hidden = true;
  }

  /** `show` as a function, for the loaders that report their progress. */
  readonly report = (what: string, share?: number): void => this.show(what, share);
}
