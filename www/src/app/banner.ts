// The message strip under the header: errors in red, notices in blue. Text only, never HTML.

const banner = () => document.getElementById('banner') as HTMLDivElement;

export function showError(message: string): void {
  const el = banner();
  el.className = 'banner error';
  el.textContent = message;
  el.hidden = false;
}

/** A notice; `details`, when given, is shown on request (a disclosure under the text). */
export function showInfo(message: string, details?: string): void {
  const el = banner();
  el.className = 'banner info';
  el.textContent = message;
  if (details) {
    const more = document.createElement('details');
    const summary = document.createElement('summary');
    summary.textContent = 'Details';
    const text = document.createElement('pre');
    text.textContent = details;
    more.append(summary, text);
    el.append(more);
  }
  el.hidden = false;
}

export function clearBanner(): void {
  banner().hidden = true;
}
