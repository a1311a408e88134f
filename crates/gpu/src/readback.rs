//! Reading a texture back to the CPU, natively (blocking poll) and in the browser (async map).

use crate::{error::RenderError, gpu::Gpu};

/// Copies an RGBA8 (or BGRA8) texture into tightly packed rows of 4 bytes per pixel.
pub async fn read_rgba8(gpu: &Gpu, texture: &wgpu::Texture) -> Result<Vec<u8>, RenderError> {
    let bytes = read_texture(gpu, texture, 4).await?;
    Ok(match texture.format() {
        wgpu::TextureFormat::Bgra8Unorm | wgpu::TextureFormat::Bgra8UnormSrgb => {
            let mut out = bytes;
            for px in out.chunks_exact_mut(4) {
                px.swap(0, 2);
            }
            out
        }
        _ => bytes,
    })
}

/// Copies an RGBA16F or RGBA32F texture into `f32`s, four per pixel.
pub async fn read_rgba_f32(gpu: &Gpu, texture: &wgpu::Texture) -> Result<Vec<f32>, RenderError> {
    match texture.format() {
        wgpu::TextureFormat::Rgba32Float => {
            let bytes = read_texture(gpu, texture, 16).await?;
            Ok(bytemuck::pod_collect_to_vec(&bytes))
        }
        wgpu::TextureFormat::Rgba16Float => {
            let bytes = read_texture(gpu, texture, 8).await?;
            Ok(bytes
                .chunks_exact(2)
                .map(|h| half::f16::from_le_bytes([h[0], h[1]]).to_f32())
                .collect())
        }
        other => Err(RenderError::Unsupported(format!(
            "reading {other:?} back as floats"
        ))),
    }
}

async fn read_texture(
    gpu: &Gpu,
    texture: &wgpu::Texture,
    bytes_per_pixel: u32,
) -> Result<Vec<u8>, RenderError> {
    let (width, height) = (texture.width(), texture.height());
    let row = width * bytes_per_pixel;
    let padded_row =
        row.div_ceil(wgpu::COPY_BYTES_PER_ROW_ALIGNMENT) * wgpu::COPY_BYTES_PER_ROW_ALIGNMENT;
    let buffer = gpu.device.create_buffer(&wgpu::BufferDescriptor {
        label: Some("readback"),
        size: u64::from(padded_row) * u64::from(height),
        usage: wgpu::BufferUsages::COPY_DST | wgpu::BufferUsages::MAP_READ,
        mapped_at_creation: false,
    });
    let mut encoder = gpu.device.create_command_encoder(&Default::default());
    encoder.copy_texture_to_buffer(
        texture.as_image_copy(),
        wgpu::TexelCopyBufferInfo {
            buffer: &buffer,
            layout: wgpu::TexelCopyBufferLayout {
                offset: 0,
                bytes_per_row: Some(padded_row),
                rows_per_image: Some(height),
            },
        },
        wgpu::Extent3d {
            width,
            height,
            depth_or_array_layers: 1,
        },
    );
    gpu.queue.submit([encoder.finish()]);
    let padded = read_mapped(gpu, &buffer).await?;
    let mut out = Vec::with_capacity((row * height) as usize);
    for y in 0..height as usize {
        let start = y * padded_row as usize;
        out.extend_from_slice(&padded[start..start + row as usize]);
    }
    Ok(out)
}

/// Copies `size` bytes of a buffer (made with COPY_SRC) from `offset` to the CPU.
pub async fn read_buffer(
    gpu: &Gpu,
    source: &wgpu::Buffer,
    offset: u64,
    size: u64,
) -> Result<Vec<u8>, RenderError> {
    let size = size.div_ceil(wgpu::COPY_BUFFER_ALIGNMENT) * wgpu::COPY_BUFFER_ALIGNMENT;
    if size == 0 {
        return Ok(Vec::new());
    }
    let buffer = gpu.device.create_buffer(&wgpu::BufferDescriptor {
        label: Some("readback"),
        size,
        usage: wgpu::BufferUsages::COPY_DST | wgpu::BufferUsages::MAP_READ,
        mapped_at_creation: false,
    });
    let mut encoder = gpu.device.create_command_encoder(&Default::default());
    encoder.copy_buffer_to_buffer(source, offset, &buffer, 0, size);
    gpu.queue.submit([encoder.finish()]);
    read_mapped(gpu, &buffer).await
}

/// Maps a readback buffer, waits until it is mapped, and copies it out.
async fn read_mapped(gpu: &Gpu, buffer: &wgpu::Buffer) -> Result<Vec<u8>, RenderError> {
    wait_mapped(gpu, buffer).await?;
    let view = buffer
        .slice(..)
        .get_mapped_range()
        .map_err(|e| RenderError::Device(e.to_string()))?;
    let out = view.to_vec();
    drop(view);
    buffer.unmap();
    Ok(out)
}

/// Maps a readback buffer and waits until it is mapped.
async fn wait_mapped(gpu: &Gpu, buffer: &wgpu::Buffer) -> Result<(), RenderError> {
    let (sender, receiver) = futures_channel::oneshot::channel();
    buffer
        .slice(..)
        .map_async(wgpu::MapMode::Read, move |result| {
            let _ = sender.send(result);
        });
    // The map completes only when the device is polled: natively we block on it; in the
    // browser WebGPU completes it from the event loop (poll does nothing there), while wgpu's
    // WebGL2 backend needs polling, so we poll and yield to the event loop until it is done.
    #[cfg(not(target_arch = "wasm32"))]
    {
        gpu.device
            .poll(wgpu::PollType::wait_indefinitely())
            .map_err(|e| RenderError::Device(e.to_string()))?;
        receiver
            .await
            .map_err(|_| RenderError::Device("the readback was dropped".into()))?
            .map_err(|e| RenderError::Device(e.to_string()))?;
    }
    #[cfg(target_arch = "wasm32")]
    {
        let mut receiver = receiver;
        loop {
            let _ = gpu.device.poll(wgpu::PollType::Poll);
            match receiver.try_recv() {
                Ok(Some(result)) => {
                    result.map_err(|e| RenderError::Device(e.to_string()))?;
                    break;
                }
                Ok(None) => yield_to_event_loop().await,
                Err(_) => return Err(RenderError::Device("the readback was dropped".into())),
            }
        }
    }

    Ok(())
}

/// Waits for one turn of the browser's event loop (a zero-delay timer), in a page or a worker.
#[cfg(target_arch = "wasm32")]
async fn yield_to_event_loop() {
    use wasm_bindgen::JsCast;
    let promise = js_sys::Promise::new(&mut |resolve, _reject| {
        let global = js_sys::global();
        if let Ok(set_timeout) = js_sys::Reflect::get(&global, &"setTimeout".into())
            && let Some(set_timeout) = set_timeout.dyn_ref::<js_sys::Function>()
        {
            let _ = set_timeout.call2(&global, &resolve, &0.into());
            return;
        }
        let _ = resolve.call0(&global);
    });
    let _ = wasm_bindgen_futures::JsFuture::from(promise).await;
}
