// The message strip under the header: errors in red, notices in blue. Text only, never HTML.

const banner = () => document.getElementById('banner') as HTMLDivElement;

export function showError(message: string): void {
  const el = banner();
  el.className = 'banner error';
  el.textContent = message;
  el.hidden = false;
}

export function showInfo(message: string): void {
  const el = banner();
  el.className = 'banner info';
  el.textContent = message;
  el.hidden = false;
}

export function clearBanner(): void {
  banner().hidden = true;
}
