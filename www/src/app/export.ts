// Exports: a PNG of the current frame (transparent where the background is), a sprite sheet
// of a time range, and a WebM of a time range (WebCodecs' VP8/VP9 encoder and webm-muxer).

import { ArrayBufferTarget, Muxer } from 'webm-muxer';
import type { EffectView } from '../core/effect-view';

/** A PNG of straight RGBA pixels (the browser's encoder). */
export async function pngOf(pixels: Uint8Array, width: number, height: number): Promise<Blob> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas to encode the PNG');
  context.putImageData(new ImageData(new Uint8ClampedArray(pixels), width, height), 0, 0);
  return canvas.convertToBlob({ type: 'image/png' });
}

/** The current frame at the canvas's size as a PNG. */
export async function framePng(view: EffectView): Promise<Blob> {
  const { width, height } = view.canvas;
  return pngOf(await view.pixels(width, height), width, height);
}

/** Times from `start` to `end` in `frames` equal steps (both ends included when frames > 1). */
export function frameTimes(start: number, end: number, frames: number): number[] {
  return Array.from({ length: frames }, (_, i) => (frames === 1 ? start : start + ((end - start) * i) / (frames - 1)));
}

/** `frames` frames from `start` to `end` s in a grid of cells `cell` pixels square, as a PNG. */
export async function spriteSheet(view: EffectView, start: number, end: number, frames: number, cell: number): Promise<Blob> {
  const columns = Math.ceil(Math.sqrt(frames));
  const rows = Math.ceil(frames / columns);
  const sheet = new Uint8Array(columns * cell * rows * cell * 4);
  const times = frameTimes(start, end, frames);
  for (let i = 0; i < frames; i++) {
    const pixels = await view.pixels(cell, cell, times[i]);
    const cx = (i % columns) * cell;
    const cy = Math.floor(i / columns) * cell;
    for (let y = 0; y < cell; y++) {
      sheet.set(pixels.subarray(y * cell * 4, (y + 1) * cell * 4), ((cy + y) * columns * cell + cx) * 4);
    }
  }
  return pngOf(sheet, columns * cell, rows * cell);
}

/** Whether this browser can encode video (WebCodecs). */
export const canEncodeVideo = () => typeof VideoEncoder !== 'undefined';

/** A WebM of `start`..`end` s at `fps`, at the canvas's size (even width and height). */
export async function webm(view: EffectView, start: number, end: number, fps: number, progress?: (share: number) => void): Promise<Blob> {
  if (!canEncodeVideo()) throw new Error('this browser has no WebCodecs video encoder: WebM export is unavailable');
  const width = view.canvas.width & ~1;
  const height = view.canvas.height & ~1;
  let codec = 'vp09.00.10.08';
  let muxCodec = 'V_VP9';
  const config = (c: string): VideoEncoderConfig => ({ codec: c, width, height, bitrate: 4_000_000, framerate: fps });
  if (!(await VideoEncoder.isConfigSupported(config(codec))).supported) {
    codec = 'vp8';
    muxCodec = 'V_VP8';
    if (!(await VideoEncoder.isConfigSupported(config(codec))).supported) throw new Error('neither VP9 nor VP8 can be encoded here');
  }
  const muxer = new Muxer({ target: new ArrayBufferTarget(), video: { codec: muxCodec, width, height, frameRate: fps } });
  let failure: Error | null = null;
  const encoder = new VideoEncoder({
    output: (chunk, meta) => muxer.addVideoChunk(chunk, meta),
    error: (e) => (failure = e instanceof Error ? e : new Error(String(e))),
  });
  encoder.configure(config(codec));
  const frames = Math.max(1, Math.round((end - start) * fps));
  for (let i = 0; i < frames; i++) {
    const pixels = await view.pixels(width, height, start + i / fps);
    const frame = new VideoFrame(pixels, { format: 'RGBA', codedWidth: width, codedHeight: height, timestamp: Math.round((i * 1e6) / fps), duration: Math.round(1e6 / fps) });
    encoder.encode(frame, { keyFrame: i % (fps * 2) === 0 });
    frame.close();
    progress?.((i + 1) / frames);
    if (failure) throw failure;
  }
  await encoder.flush();
  encoder.close();
  if (failure) throw failure;
  muxer.finalize();
  return new Blob([muxer.target.buffer], { type: 'video/webm' });
}
