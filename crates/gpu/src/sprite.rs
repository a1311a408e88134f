//! A minimal textured-sprite pipeline (`shaders/test_sprite.wgsl`), not an effect program:
//! one instance per quad, the quad made in the vertex program. It draws the foundation's test
//! scene (`render::test_scene`) and is the renderer benchmark's baseline, the bare instanced
//! quad the effect programs are measured against (`render::bench`). The effect programs'
//! billboards are `render::effects` with `shaders/billboard.wgsl`.

use crate::{gpu::Gpu, shaders, targets::DEPTH_FORMAT, texture::GpuTexture};
use glam::{Mat4, Vec4};

/// One particle as the vertex program reads it (an instance of the quad).
#[repr(C)]
#[derive(Debug, Clone, Copy, PartialEq, bytemuck::Pod, bytemuck::Zeroable)]
pub struct SpriteInstance {
    /// The three rows of the particle's 3x4 world matrix: the quad's two edges are the first
    /// two columns and its centre the last (seeds 000: TEXCOORD3 to TEXCOORD5).
    pub rows: [[f32; 4]; 3],
    /// The particle's packed colour, red in the lowest byte (seeds 003: the record's colour).
    pub color: [u8; 4],
    /// The flipbook cell's corner (xy) and size (zw) in texture coordinates.
    pub cell: [f32; 4],
}

impl SpriteInstance {
    /// An instance from a world matrix (axes scaled by the quad's size, translation = centre).
    pub fn from_matrix(world: Mat4, color: [u8; 4], cell: [f32; 4]) -> Self {
        let t = world.transpose();
        SpriteInstance {
            rows: [t.x_axis.into(), t.y_axis.into(), t.z_axis.into()],
            color,
            cell,
        }
    }

    const ATTRIBUTES: [wgpu::VertexAttribute; 5] = wgpu::vertex_attr_array![
        0 => Float32x4, 1 => Float32x4, 2 => Float32x4, 3 => Unorm8x4, 4 => Float32x4
    ];

    fn layout() -> wgpu::VertexBufferLayout<'static> {
        wgpu::VertexBufferLayout {
            array_stride: std::mem::size_of::<Self>() as u64,
            step_mode: wgpu::VertexStepMode::Instance,
            attributes: &Self::ATTRIBUTES,
        }
    }
}

/// The camera constants the vertex programs read, named as the engine's VSCommonBuffer.
#[repr(C)]
#[derive(Debug, Clone, Copy, bytemuck::Pod, bytemuck::Zeroable)]
pub struct ViewConstants {
    /// g_viewMatrix.
    pub view: [[f32; 4]; 4],
    /// g_projectionMatrix.
    pub projection: [[f32; 4]; 4],
    /// g_viewProjectionMatrix.
    pub view_projection: [[f32; 4]; 4],
    /// g_cameraPosition (w = 1).
    pub camera_position: [f32; 4],
    /// g_screenSize: width, height, 1/width, 1/height.
    pub screen_size: [f32; 4],
}

impl ViewConstants {
    /// The constants of a camera for a target size.
    pub fn new(camera: &fxr_draw::OrbitCamera, width: u32, height: u32) -> Self {
        let (w, h) = (width.max(1) as f32, height.max(1) as f32);
        let view = camera.view();
        let projection = camera.projection(w / h);
        ViewConstants {
            view: view.to_cols_array_2d(),
            projection: projection.to_cols_array_2d(),
            view_projection: (projection * view).to_cols_array_2d(),
            camera_position: Vec4::from((camera.eye(), 1.0)).into(),
            screen_size: [w, h, 1.0 / w, 1.0 / h],
        }
    }
}

/// The compiled billboard program and its layouts.
#[derive(Debug)]
pub struct SpritePipeline {
    pipeline: wgpu::RenderPipeline,
    view_layout: wgpu::BindGroupLayout,
    texture_layout: wgpu::BindGroupLayout,
    sampler: wgpu::Sampler,
}

impl SpritePipeline {
    /// Compiles the program for a scene target format.
    pub fn new(gpu: &Gpu, scene_format: wgpu::TextureFormat) -> Self {
        let device = &gpu.device;
        let module = device.create_shader_module(wgpu::ShaderModuleDescriptor {
            label: Some("test_sprite.wgsl"),
            source: wgpu::ShaderSource::Wgsl(shaders::TEST_SPRITE.into()),
        });
        let view_layout = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
            label: Some("VSCommonBuffer"),
            entries: &[wgpu::BindGroupLayoutEntry {
                binding: 0,
                visibility: wgpu::ShaderStages::VERTEX | wgpu::ShaderStages::FRAGMENT,
                ty: wgpu::BindingType::Buffer {
                    ty: wgpu::BufferBindingType::Uniform,
                    has_dynamic_offset: false,
                    min_binding_size: None,
                },
                count: None,
            }],
        });
        let texture_layout = device.create_bind_group_layout(&wgpu::BindGroupLayoutDescriptor {
            label: Some("billboard textures"),
            entries: &[
                wgpu::BindGroupLayoutEntry {
                    binding: 0,
                    visibility: wgpu::ShaderStages::FRAGMENT,
                    ty: wgpu::BindingType::Texture {
                        sample_type: wgpu::TextureSampleType::Float { filterable: true },
                        view_dimension: wgpu::TextureViewDimension::D2,
                        multisampled: false,
                    },
                    count: None,
                },
                wgpu::BindGroupLayoutEntry {
                    binding: 1,
                    visibility: wgpu::ShaderStages::FRAGMENT,
                    ty: wgpu::BindingType::Sampler(wgpu::SamplerBindingType::Filtering),
                    count: None,
                },
            ],
        });
        let layout = device.create_pipeline_layout(&wgpu::PipelineLayoutDescriptor {
            label: Some("billboard"),
            bind_group_layouts: &[Some(&view_layout), Some(&texture_layout)],
            immediate_size: 0,
        });
        let pipeline = device.create_render_pipeline(&wgpu::RenderPipelineDescriptor {
            label: Some("billboard"),
            layout: Some(&layout),
            vertex: wgpu::VertexState {
                module: &module,
                entry_point: Some("vs_main"),
                compilation_options: Default::default(),
                buffers: &[Some(SpriteInstance::layout())],
            },
            primitive: wgpu::PrimitiveState {
                topology: wgpu::PrimitiveTopology::TriangleStrip,
                // The engine culls nothing (seeds 000: what the engine binds, State).
                cull_mode: None,
                ..Default::default()
            },
            depth_stencil: Some(wgpu::DepthStencilState {
                format: DEPTH_FORMAT,
                // Tested GREATER_EQUAL against reversed depth, never written.
                depth_write_enabled: Some(false),
                depth_compare: Some(wgpu::CompareFunction::GreaterEqual),
                stencil: Default::default(),
                bias: Default::default(),
            }),
            multisample: Default::default(),
            fragment: Some(wgpu::FragmentState {
                module: &module,
                entry_point: Some("fs_main"),
                compilation_options: Default::default(),
                targets: &[Some(wgpu::ColorTargetState {
                    format: scene_format,
                    blend: Some(wgpu::BlendState::PREMULTIPLIED_ALPHA_BLENDING),
                    write_mask: wgpu::ColorWrites::ALL,
                })],
            }),
            multiview_mask: None,
            cache: None,
        });
        let sampler = device.create_sampler(&wgpu::SamplerDescriptor {
            label: Some("g_WrapLinearSampler"),
            address_mode_u: wgpu::AddressMode::Repeat,
            address_mode_v: wgpu::AddressMode::Repeat,
            mag_filter: wgpu::FilterMode::Linear,
            min_filter: wgpu::FilterMode::Linear,
            mipmap_filter: wgpu::MipmapFilterMode::Linear,
            ..Default::default()
        });
        SpritePipeline {
            pipeline,
            view_layout,
            texture_layout,
            sampler,
        }
    }

    /// A bind group of view constants.
    pub fn view_bind_group(&self, gpu: &Gpu, buffer: &wgpu::Buffer) -> wgpu::BindGroup {
        gpu.device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: Some("VSCommonBuffer"),
            layout: &self.view_layout,
            entries: &[wgpu::BindGroupEntry {
                binding: 0,
                resource: buffer.as_entire_binding(),
            }],
        })
    }

    /// A bind group for a texture.
    pub fn texture_bind_group(&self, gpu: &Gpu, texture: &GpuTexture) -> wgpu::BindGroup {
        gpu.device.create_bind_group(&wgpu::BindGroupDescriptor {
            label: Some("billboard texture"),
            layout: &self.texture_layout,
            entries: &[
                wgpu::BindGroupEntry {
                    binding: 0,
                    resource: wgpu::BindingResource::TextureView(&texture.view),
                },
                wgpu::BindGroupEntry {
                    binding: 1,
                    resource: wgpu::BindingResource::Sampler(&self.sampler),
                },
            ],
        })
    }

    /// Records a draw of `count` instances from `instances`.
    pub fn draw(
        &self,
        pass: &mut wgpu::RenderPass<'_>,
        view: &wgpu::BindGroup,
        texture: &wgpu::BindGroup,
        instances: &wgpu::Buffer,
        count: u32,
    ) {
        pass.set_pipeline(&self.pipeline);
        pass.set_bind_group(0, view, &[]);
        pass.set_bind_group(1, texture, &[]);
        pass.set_vertex_buffer(0, instances.slice(..));
        pass.draw(0..4, 0..count);
    }
}
