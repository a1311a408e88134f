//! The GPU device, created headless (native) or from a browser canvas (wasm).

use crate::error::RenderError;

/// What the renderer knows about the adapter it runs on, for reports and the page's banner.
#[derive(Debug, Clone, PartialEq, serde::Serialize)]
#[cfg_attr(feature = "typescript", derive(ts_rs::TS))]
pub struct AdapterSummary {
    /// The adapter's name (e.g. "llvmpipe (LLVM 15.0.6, 256 bits)").
    pub name: String,
    /// The backend (Vulkan, BrowserWebGpu, Gl, ...).
    pub backend: String,
    /// Discrete, integrated, CPU...
    pub device_type: String,
    /// The driver and its version, where the backend reports them.
    pub driver: String,
}

/// A device and queue with the capabilities the renderer chooses its formats by.
#[derive(Debug, Clone)]
pub struct Gpu {
    /// The device.
    pub device: wgpu::Device,
    /// Its queue.
    pub queue: wgpu::Queue,
    /// The adapter it was made from, described.
    pub adapter: AdapterSummary,
    /// The adapter itself (surfaces ask it for their capabilities).
    pub adapter_handle: wgpu::Adapter,
    /// The instance the adapter came from. It is kept alive with the device: the WebGPU
    /// backend refuses to map buffers once its instance is gone.
    pub instance: wgpu::Instance,
    /// Whether BC-compressed textures can be uploaded as such (else they are decoded on the CPU).
    pub bc_textures: bool,
    /// Whether RG11B10 float can be a render target (the engine's scene format).
    pub rg11b10_renderable: bool,
    /// Whether the device runs compute programs with the storage buffers and indirect draws
    /// the GPU particles need (WebGPU and Vulkan; not WebGL2, where the CPU evaluates them).
    pub compute: bool,
}

/// The storage buffers per stage the GPU particle programs bind.
pub const PARTICLE_STORAGE_BUFFERS: u32 = 7;

impl Gpu {
    /// The features we ask for when the adapter has them; none is required.
    fn wanted_features(adapter: &wgpu::Adapter) -> wgpu::Features {
        let wanted = wgpu::Features::TEXTURE_COMPRESSION_BC
            | wgpu::Features::RG11B10UFLOAT_RENDERABLE
            | wgpu::Features::FLOAT32_FILTERABLE;
        adapter.features() & wanted
    }

    /// Makes a device from an adapter, asking for the optional features it has.
    pub async fn from_adapter(
        instance: wgpu::Instance,
        adapter: wgpu::Adapter,
    ) -> Result<Gpu, RenderError> {
        let info = adapter.get_info();
        let features = Self::wanted_features(&adapter);
        // The adapter's own limits within WebGL2's downlevel set keep one code path for all
        // backends; the renderer's needs (a few bind groups, 16 vertex attributes) fit in it.
        let mut limits =
            wgpu::Limits::downlevel_webgl2_defaults().using_resolution(adapter.limits());
        // Compute where the adapter has it: the GPU particles' programs (render/effects/
        // gpu_particles.rs) need storage buffers, 256-thread workgroups and indirect draws.
        let available = adapter.limits();
        let flags = adapter.get_downlevel_capabilities().flags;
        let compute = flags.contains(wgpu::DownlevelFlags::COMPUTE_SHADERS)
            && flags.contains(wgpu::DownlevelFlags::INDIRECT_EXECUTION)
            && available.max_storage_buffers_per_shader_stage >= PARTICLE_STORAGE_BUFFERS
            && available.max_compute_invocations_per_workgroup >= 256
            && available.max_compute_workgroup_size_x >= 256
            && available.max_compute_workgroup_storage_size >= 8192
            && available.max_storage_buffer_binding_size >= 1 << 24;
        if compute {
            limits.max_storage_buffers_per_shader_stage = PARTICLE_STORAGE_BUFFERS;
            limits.max_storage_buffer_binding_size = available.max_storage_buffer_binding_size;
            limits.max_buffer_size = available.max_buffer_size;
            limits.max_compute_workgroup_storage_size = 8192;
            limits.max_compute_invocations_per_workgroup = 256;
            limits.max_compute_workgroup_size_x = 256;
            limits.max_compute_workgroup_size_y = 1;
            limits.max_compute_workgroup_size_z = 1;
            limits.max_compute_workgroups_per_dimension =
                available.max_compute_workgroups_per_dimension;
        }
        let (device, queue) = adapter
            .request_device(&wgpu::DeviceDescriptor {
                label: Some("fxr-view"),
                required_features: features,
                required_limits: limits,
                experimental_features: wgpu::ExperimentalFeatures::disabled(),
                memory_hints: wgpu::MemoryHints::Performance,
                trace: wgpu::Trace::Off,
            })
            .await
            .map_err(|e| RenderError::Device(e.to_string()))?;
        #[cfg(target_arch = "wasm32")]
        {
            // In the browser an uncaught GPU error would otherwise only reach the console as
            // a warning the page cannot see; log it as an error with its message.
            device.on_uncaptured_error(std::sync::Arc::new(|error: wgpu::Error| {
                web_sys::console::error_1(&format!("fxr-view GPU error: {error}").into());
            }));
            // The page recovers from a lost device (it makes a new one and opens its files
            // again), so the loss is an event it listens for, not an error.
            device.set_device_lost_callback(|reason, message| {
                let text = format!("the GPU device was lost ({reason:?}): {message}");
                web_sys::console::warn_1(&format!("fxr-view: {text}").into());
                if let Some(window) = web_sys::window() {
                    let init = web_sys::CustomEventInit::new();
                    init.set_detail(&text.into());
                    if let Ok(event) = web_sys::CustomEvent::new_with_event_init_dict(
                        "fxr-view-device-lost",
                        &init,
                    ) {
                        let _ = window.dispatch_event(&event);
                    }
                }
            });
        }
        Ok(Gpu {
            device,
            queue,
            adapter: AdapterSummary {
                name: info.name.clone(),
                backend: format!("{:?}", info.backend),
                device_type: format!("{:?}", info.device_type),
                driver: format!("{} {}", info.driver, info.driver_info)
                    .trim()
                    .to_string(),
            },
            adapter_handle: adapter,
            instance,
            bc_textures: features.contains(wgpu::Features::TEXTURE_COMPRESSION_BC),
            rg11b10_renderable: features.contains(wgpu::Features::RG11B10UFLOAT_RENDERABLE),
            compute,
        })
    }

    /// A device with no window, on the best adapter the native backends offer
    /// (Vulkan first: lavapipe on machines without a GPU).
    #[cfg(not(target_arch = "wasm32"))]
    pub async fn new_headless() -> Result<Gpu, RenderError> {
        let mut desc = wgpu::InstanceDescriptor::new_without_display_handle_from_env();
        if std::env::var_os("WGPU_BACKEND").is_none() {
            desc.backends = wgpu::Backends::PRIMARY;
        }
        let instance = wgpu::Instance::new(desc);
        let adapter = instance
            .request_adapter(&wgpu::RequestAdapterOptions {
                power_preference: wgpu::PowerPreference::HighPerformance,
                force_fallback_adapter: false,
                compatible_surface: None,
                apply_limit_buckets: false,
            })
            .await
            .map_err(|e| {
                RenderError::NoAdapter(format!(
                    "{e}; on Linux without a GPU install lavapipe (apt-get install mesa-vulkan-drivers)"
                ))
            })?;
        Self::from_adapter(instance, adapter).await
    }

    /// The format of the linear HDR scene target: RG11B10 float as the engine's scene target
    /// where it can be rendered to and no alpha is needed, RGBA16 float otherwise.
    pub fn scene_format(&self, needs_alpha: bool) -> wgpu::TextureFormat {
        if self.rg11b10_renderable && !needs_alpha {
            wgpu::TextureFormat::Rg11b10Ufloat
        } else {
            wgpu::TextureFormat::Rgba16Float
        }
    }
}
