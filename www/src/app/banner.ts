// The message strip under the header: errors in red, notices in blue. Text only, never HTML.
// Also where the page stops for good (a panic in the wasm module, a start that failed).

export class Banner {
  constructor(
    private readonly el: HTMLElement,
    /** The header: prompts (a link's local files to choose) go right under it. */
    private readonly header: HTMLElement,
  ) {}

  error(message: string): void {
    this.el.className = 'banner error';
    this.el.textContent = message;
    this.el.hidden = false;
  }

  /** A notice; `details`, when given, is shown on request (a disclosure under the text). */
  info(message: string, details?: string): void {
    this.el.className = 'banner info';
    this.el.textContent = message;
    if (details) {
      const more = document.createElement('details');
      const summary = document.createElement('summary');
      summary.textContent = 'Details';
      const text = document.createElement('pre');
      text.textContent = details;
      more.append(summary, text);
      this.el.append(more);
    }
    this.el.hidden = false;
  }

  clear(): void {
    this.el.hidden = true;
  }

  /** Shows a prompt (a box the user answers) under the header; the prompt removes itself. */
  ask(box: HTMLElement): void {
    this.header.after(box);
  }
}

/** Whether the page has stopped for good, and what stopping does. */
export class PageStop {
  private stoppedNow = false;
  private readonly stoppers: (() => void)[] = [];

  constructor(
    private readonly banner: Banner,
    private readonly status: HTMLElement,
  ) {}

  get stopped(): boolean {
    return this.stoppedNow;
  }

  /** Calls `stop` when the page stops (the player's loop, say). */
  onStop(stop: () => void): void {
    this.stoppers.push(stop);
  }

  /** Stops the page, saying why in the banner and `status` in the header (if given). */
  stop(why: string, status?: string): void {
    this.stoppedNow = true;
    for (const stop of this.stoppers) stop();
    this.banner.error(why);
    if (status !== undefined) this.status.textContent = status;
  }
}
