//! Reading a texture back to the CPU, natively (blocking poll) and in the browser (async map).

use super::{Gpu, RenderError};

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
    let padded_row = row.div_ceil(wgpu::COPY_BYTES_PER_ROW_ALIGNMENT) * wgpu::COPY_BYTES_PER_ROW_ALIGNMENT;
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

    let (sender, receiver) = futures_channel::oneshot::channel();
    buffer.slice(..).map_async(wgpu::MapMode::Read, move |result| {
        let _ = sender.send(result);
    });
    // Natively the map completes only when the device is polled; in the browser poll does
    // nothing and the event loop completes it while we await.
    #[cfg(not(target_arch = "wasm32"))]
    gpu.device
        .poll(wgpu::PollType::wait_indefinitely())
        .map_err(|e| RenderError::Device(e.to_string()))?;
    receiver
        .await
        .map_err(|_| RenderError::Device("the readback was dropped".into()))?
        .map_err(|e| RenderError::Device(e.to_string()))?;

    let view = buffer
        .slice(..)
        .get_mapped_range()
        .map_err(|e| RenderError::Device(e.to_string()))?;
    let mut out = Vec::with_capacity((row * height) as usize);
    for y in 0..height as usize {
        let start = y * padded_row as usize;
        out.extend_from_slice(&view[start..start + row as usize]);
    }
    drop(view);
    buffer.unmap();
    Ok(out)
}
