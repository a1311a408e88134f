//! A viewer drawing into one canvas: a session (the opened files, the effect playing and
//! what the user set about it: `fxr_session`), the GPU, the renderer, the camera and the
//! frame's settings. The other `api` modules are the session's and the renderer's other
//! exports.

use super::gpu::{Backend, Presentation, create_gpu};
use super::{from_js, js_error, to_json_value};
use crate::boundary::ViewSettings;
use fxr_draw::{DrawOptions, OrbitCamera, RenderSettings};
use fxr_gpu::Gpu;
use fxr_gpu::effects::EffectRenderer;
use fxr_gpu::test_scene::TestScene;
use fxr_session::Session;
use wasm_bindgen::prelude::*;

/// A viewer drawing into one canvas.
#[wasm_bindgen]
pub struct Viewer {
    pub(super) gpu: Gpu,
    surface: Option<wgpu::Surface<'static>>,
    config: wgpu::SurfaceConfiguration,
    backend: Backend,
    notes: Vec<String>,
    test_scene: TestScene,
    pub(super) renderer: EffectRenderer,
    /// The files, the effect playing and what the user set about it.
    pub(super) session: Session,
    /// The camera, size, background, bloom and tone curve frames are drawn with.
    settings: RenderSettings,
}

#[wasm_bindgen]
impl Viewer {
    /// Creates a viewer on a canvas. `presentation` is "auto" (the default), "canvas" or
    /// "copy" (see `presentation()`). Rejects with a message that says why when neither WebGPU
    /// nor WebGL2 can be used.
    pub async fn create(
        canvas: web_sys::HtmlCanvasElement,
        presentation: Option<String>,
    ) -> Result<Viewer, JsError> {
        let present = Presentation::parse(presentation)?;
        let (width, height) = (canvas.width().max(1), canvas.height().max(1));
        let (gpu, surface, backend, notes) = create_gpu(canvas, present).await.map_err(js_error)?;
        Viewer::with_gpu(gpu, surface, backend, notes, width, height)
    }

    /// A second viewer on another canvas sharing this viewer's GPU device (many previews on
    /// one page): its own files, effect, camera and settings. On WebGPU with a real adapter
    /// it draws into the canvas; otherwise (a CPU adapter, or WebGL2, whose context belongs
    /// to the first canvas) it copies its frames (`presentation()` says which).
    pub fn share(
        &self,
        canvas: web_sys::HtmlCanvasElement,
        presentation: Option<String>,
    ) -> Result<Viewer, JsError> {
        let present = Presentation::parse(presentation)?;
        let (width, height) = (canvas.width().max(1), canvas.height().max(1));
        // WebGPU draws into any number of canvases, except on a CPU adapter (see
        // `create_gpu`); a WebGL2 context belongs to the canvas it was made on.
        let canvas_ok = self.backend == Backend::WebGpu
            && self.gpu.adapter.device_type != format!("{:?}", wgpu::DeviceType::Cpu);
        let surface = match (present, canvas_ok) {
            (Presentation::Copy, _) | (Presentation::Auto, false) => None,
            (Presentation::Canvas, false) => {
                return Err(js_error(
                    "this device cannot draw into a second canvas: use presentation \"copy\"",
                ));
            }
            (_, true) => Some(
                self.gpu
                    .instance
                    .create_surface(wgpu::SurfaceTarget::Canvas(canvas))
                    .map_err(js_error)?,
            ),
        };
        Viewer::with_gpu(
            self.gpu.clone(),
            surface,
            self.backend,
            self.notes.clone(),
            width,
            height,
        )
    }
}

/// An effect drawn offscreen.
struct Offscreen {
    pixels: Vec<u8>,
    still: fxr_session::StillFrame,
}

impl Viewer {
    /// Effect `id` drawn offscreen at `time` (its own playback from the start, so what the
    /// viewer shows is untouched): its RGBA bytes and what it showed (`Session::still`).
    async fn render_effect(
        &mut self,
        id: i32,
        time: Option<f32>,
        seed: u32,
        width: u32,
        height: u32,
        auto_camera: bool,
    ) -> Result<Offscreen, JsError> {
        if width == 0 || height == 0 || width > 8192 || height > 8192 {
            return Err(js_error(format!(
                "an image size from 1 to 8192 is needed, not {width}x{height}"
            )));
        }
        let mut settings = RenderSettings {
            width,
            height,
            ..self.settings.clone()
        };
        let still = self
            .session
            .still(id, time, seed, &mut settings, auto_camera)
            .map_err(js_error)?;
        // What this picture finds missing is not the player's effect's (the banner's lists).
        let players = self.renderer.take_missing();
        let image = self
            .renderer
            .render_to_image(&self.gpu, self.session.library(), &still.list, &settings)
            .await;
        self.renderer.restore_missing(players);
        Ok(Offscreen {
            pixels: image.map_err(js_error)?.pixels,
            still,
        })
    }

    fn with_gpu(
        gpu: Gpu,
        surface: Option<wgpu::Surface<'static>>,
        backend: Backend,
        notes: Vec<String>,
        width: u32,
        height: u32,
    ) -> Result<Viewer, JsError> {
        let (format, alpha_mode) = match &surface {
            Some(surface) => {
                let capabilities = surface.get_capabilities(&gpu.adapter_handle);
                // A UNORM format when there is one: the tonemap encodes sRGB itself.
                let format = capabilities
                    .formats
                    .iter()
                    .copied()
                    .find(|f| !f.is_srgb())
                    .or_else(|| capabilities.formats.first().copied())
                    .ok_or_else(|| js_error("the canvas offers no texture format"))?;
                let alpha_mode = if capabilities
                    .alpha_modes
                    .contains(&wgpu::CompositeAlphaMode::PreMultiplied)
                {
                    wgpu::CompositeAlphaMode::PreMultiplied
                } else {
                    wgpu::CompositeAlphaMode::Auto
                };
                (format, alpha_mode)
            }
            None => (
                fxr_gpu::targets::OUTPUT_FORMAT,
                wgpu::CompositeAlphaMode::Auto,
            ),
        };
        let config = wgpu::SurfaceConfiguration {
            usage: wgpu::TextureUsages::RENDER_ATTACHMENT,
            format,
            color_space: Default::default(),
            width,
            height,
            present_mode: wgpu::PresentMode::Fifo,
            desired_maximum_frame_latency: 2,
            alpha_mode,
            view_formats: vec![],
        };
        if let Some(surface) = &surface {
            surface.configure(&gpu.device, &config);
        }
        let test_scene = TestScene::new(&gpu, width, height);
        let renderer = EffectRenderer::new(&gpu);
        let session = Session::new(renderer.gpu_particle_capacity());
        Ok(Viewer {
            settings: RenderSettings {
                width,
                height,
                ..Default::default()
            },
            gpu,
            surface,
            config,
            backend,
            notes,
            test_scene,
            renderer,
            session,
        })
    }
}

#[wasm_bindgen]
impl Viewer {
    /// "canvas" when frames go to the canvas's GPU context (call `render`), "copy" when the
    /// page must draw them itself from `renderToPixels` into a 2D canvas.
    pub fn presentation(&self) -> String {
        if self.surface.is_some() {
            "canvas"
        } else {
            "copy"
        }
        .into()
    }

    /// "webgpu" or "webgl2".
    pub fn backend(&self) -> String {
        self.backend.name().into()
    }

    /// What the viewer had to give up or fall back from, for the page to show.
    pub fn notes(&self) -> Vec<String> {
        self.notes.clone()
    }

    /// What this device draws differently from the full path (the same picture, at a cost, or
    /// a lower precision), for the page to say.
    pub fn degraded(&self) -> Vec<String> {
        let mut out = Vec::new();
        if self.renderer.split_targets() {
            out.push("the colour and glow targets are drawn in separate passes (no independent blend): the same picture, more draws".to_string());
        }
        if !self.gpu.bc_textures {
            out.push(
                "BC-compressed textures are decoded on the CPU (no texture-compression-bc)"
                    .to_string(),
            );
        }
        if !self.gpu.rg11b10_renderable {
            out.push(
                "the scene target is RGBA16F instead of the engine's RG11B10 float".to_string(),
            );
        }
        out
    }

    /// The adapter's name, backend, device type and driver.
    #[wasm_bindgen(js_name = adapterInfo, unchecked_return_type = "AdapterSummary")]
    pub fn adapter_info(&self) -> Result<JsValue, JsError> {
        serde_wasm_bindgen::to_value(&self.gpu.adapter).map_err(js_error)
    }

    /// Opens a file's bytes into the viewer's library (through DCX and binders) and says what
    /// it held.
    #[wasm_bindgen(unchecked_return_type = "OpenSummary")]
    pub fn open(&mut self, name: &str, bytes: Vec<u8>) -> Result<JsValue, JsError> {
        let summary = self.session.open_owned(name, bytes).map_err(js_error)?;
        // Textures may now exist that were placeholders.
        self.renderer.clear_textures();
        serde_wasm_bindgen::to_value(&summary).map_err(js_error)
    }

    /// Opens a game file that names effects (a `regulation.bin`, a text binder
    /// `*.msgbnd.dcx`, an animation binder `*.anibnd.dcx`, a Paramdex `Names/*.txt` or a
    /// Smithbox alias `.json`: `nameSourceKind` tells them by name) and says what it was and
    /// what of it could not be read; undefined for any other file.
    #[wasm_bindgen(js_name = openNames, unchecked_return_type = "OpenSummary | undefined")]
    pub fn open_names(&mut self, name: &str, bytes: &[u8]) -> Result<JsValue, JsError> {
        match self.session.open_names(name, bytes) {
            Some(summary) => to_json_value(&summary),
            None => Ok(JsValue::UNDEFINED),
        }
    }

    /// The best name of every opened effect the names files name, in id order.
    #[wasm_bindgen(js_name = effectNames, unchecked_return_type = "Array<EffectName>")]
    pub fn effect_names(&self) -> Result<JsValue, JsError> {
        to_json_value(&self.session.effect_names())
    }

    /// Every use of effect `id` in the names files opened: param rows with the named rows
    /// they are reached from, and animation events.
    #[wasm_bindgen(js_name = effectUses, unchecked_return_type = "Array<EffectUse>")]
    pub fn effect_uses(&self, id: i32) -> Result<JsValue, JsError> {
        to_json_value(&self.session.effect_uses(id))
    }

    /// The rows and characters whose names hold every word of `query`, with their effects:
    /// the first 200 and how many matched.
    #[wasm_bindgen(js_name = findByName, unchecked_return_type = "Search")]
    pub fn find_by_name(&self, query: &str) -> Result<JsValue, JsError> {
        to_json_value(&self.session.find_by_name(query))
    }

    /// The effects the row `row` of param `param` leads to, nearest first.
    #[wasm_bindgen(js_name = rowEffects, unchecked_return_type = "Array<FoundEffect>")]
    pub fn row_effects(&self, param: &str, row: i32) -> Result<JsValue, JsError> {
        to_json_value(&self.session.row_effects(param, row))
    }

    /// Opens an unpacked file (as the page's worker gives it) that stays in its JavaScript
    /// buffer: the library reads its headers now and each entry when needed (an effect's
    /// file, a texture when drawn), so the file is not copied into wasm memory. The page must
    /// not change the buffer afterwards.
    #[wasm_bindgen(js_name = openBuffer, unchecked_return_type = "OpenSummary")]
    pub fn open_buffer(
        &mut self,
        name: &str,
        bytes: js_sys::Uint8Array,
    ) -> Result<JsValue, JsError> {
        let backing = std::sync::Arc::new(super::files::JsBytes(bytes));
        let summary = self.session.open(name, backing).map_err(js_error)?;
        self.renderer.clear_textures();
        serde_wasm_bindgen::to_value(&summary).map_err(js_error)
    }

    /// Opens a file the page keeps within its memory budget (a folder's binder; see
    /// `ResidentFile`), which it holds now: indexed as `openBuffer` does, and every list row
    /// made while the bytes are here, so the effect list never needs them again.
    #[wasm_bindgen(js_name = openResident, unchecked_return_type = "OpenSummary")]
    pub fn open_resident(
        &mut self,
        name: &str,
        file: super::files::ResidentFile,
    ) -> Result<JsValue, JsError> {
        let backing = std::sync::Arc::new(super::files::JsResident(file));
        let summary = self.session.open(name, backing).map_err(js_error)?;
        // The rows of this file's effects now, while its bytes are in memory (a later file
        // of the same id replaced an earlier one's entry: that is the one made).
        let library = self.session.library();
        for &id in &summary.effect_ids {
            library.row(id);
        }
        self.renderer.clear_textures();
        serde_wasm_bindgen::to_value(&summary).map_err(js_error)
    }

    /// The opened files (by the names they were opened with) that playing effect `id` reads:
    /// its own, those of the effects it refers to and those of the textures and models they
    /// name. The page has them in memory before it plays the effect.
    #[wasm_bindgen(js_name = filesOf)]
    pub fn files_of(&self, id: i32) -> Vec<String> {
        self.session.library().files_of(id)
    }

    /// Forgets the textures and models uploaded or found missing, so that the next frame
    /// reads them again (after the page read again files that were out of memory).
    #[wasm_bindgen(js_name = forgetTextures)]
    pub fn forget_textures(&mut self) {
        self.renderer.clear_textures();
    }

    /// Opens the built-in demo binder (effects of every appearance type and their textures,
    /// generated from code).
    #[wasm_bindgen(js_name = openDemo, unchecked_return_type = "OpenSummary")]
    pub fn open_demo(&mut self) -> Result<JsValue, JsError> {
        let bytes = fxr_demo::demo_binder().map_err(js_error)?;
        self.open(fxr_demo::DEMO_BINDER_NAME, bytes)
    }

    /// The demo binder's file as `openDemo` opens it (a DCX), for saving it with an edited
    /// effect in place, as any opened binder.
    #[wasm_bindgen(js_name = demoBinder)]
    pub fn demo_binder() -> Result<Vec<u8>, JsError> {
        fxr_demo::demo_binder().map_err(js_error)
    }

    /// The demo effects' ids and descriptions: `[[id, text], ...]`.
    #[wasm_bindgen(js_name = demoEffects, unchecked_return_type = "Array<[number, string]>")]
    pub fn demo_effects() -> Result<JsValue, JsError> {
        serde_wasm_bindgen::to_value(fxr_demo::DEMO_EFFECTS).map_err(js_error)
    }

    /// Every opened effect, as the effect list shows it.
    #[wasm_bindgen(unchecked_return_type = "Array<EffectSummary>")]
    pub fn effects(&self) -> Result<JsValue, JsError> {
        serde_wasm_bindgen::to_value(&self.session.effects()).map_err(js_error)
    }

    /// Says which effect will play once what is being opened is listed (`undefined`: the
    /// first listed), so that making its list row keeps the tree its playback takes: it is
    /// parsed once.
    #[wasm_bindgen(js_name = willPlay)]
    pub fn will_play(&mut self, id: Option<i32>) {
        self.session.will_play(id);
    }

    /// Plays effect `id` with `seed`, stepping at `rate` Hz (30 or 60).
    #[wasm_bindgen(js_name = setEffect)]
    pub fn set_effect(&mut self, id: i32, seed: u32, rate: u32) -> Result<(), JsError> {
        self.session.select(id, seed, rate).map_err(js_error)
    }

    /// Shows the renderer's test scene instead of an effect.
    #[wasm_bindgen(js_name = showTestScene)]
    pub fn show_test_scene(&mut self) {
        self.session.deselect();
    }

    /// The effect playing (undefined with the test scene).
    #[wasm_bindgen(js_name = effectId)]
    pub fn effect_id(&self) -> Option<i32> {
        self.session.selected()
    }

    /// The orbit camera: `[yaw, pitch, distance, target_x, target_y, target_z]` (degrees,
    /// metres), as `setCamera` takes it.
    pub fn camera(&self) -> Vec<f32> {
        let c = &self.settings.camera;
        vec![
            c.yaw.to_degrees(),
            c.pitch.to_degrees(),
            c.distance,
            c.target.x,
            c.target.y,
            c.target.z,
        ]
    }

    /// Moves the camera to frame the particles alive at `time` (keeping its angles), as
    /// `fxr-view render` does; returns whether anything was alive to frame.
    #[wasm_bindgen(js_name = frameCamera)]
    pub fn frame_camera(&mut self, time: f32) -> bool {
        self.session.frame_camera(time, &mut self.settings)
    }

    /// Sets the bloom chain's strength and radius (ours: the engine's own spread of the glow
    /// target is not recorded), as `RenderSettings` documents them.
    #[wasm_bindgen(js_name = setBloom)]
    pub fn set_bloom(&mut self, enabled: bool, strength: f32, radius: u32) {
        let defaults = RenderSettings::default().bloom;
        self.settings.bloom.enabled = enabled;
        self.settings.bloom.strength = if strength.is_finite() {
            strength.clamp(0.0, 100.0)
        } else {
            defaults.strength
        };
        self.settings.bloom.radius = radius.clamp(1, 8);
        self.session.invalidate();
    }

    /// The draw options (the notes' unknowns we chose, as `DrawOptions` documents them).
    #[wasm_bindgen(js_name = drawOptions, unchecked_return_type = "DrawOptions")]
    pub fn draw_options(&self) -> Result<JsValue, JsError> {
        to_json_value(self.session.draw_options())
    }

    /// Replaces the draw options (the object `drawOptions()` gives; absent fields take their
    /// defaults). Out-of-range numbers are rejected with the field's name.
    #[wasm_bindgen(js_name = setDrawOptions)]
    pub fn set_draw_options(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Partial<DrawOptions>")] options: JsValue,
    ) -> Result<(), JsError> {
        let options: DrawOptions = from_js(options, "draw options")?;
        self.session.set_draw_options(options).map_err(js_error)
    }

    /// Makes the device unusable, as a lost device would (the page's recovery is tested
    /// with it); the `fxr-view-device-lost` event follows.
    #[wasm_bindgen(js_name = loseDevice)]
    pub fn lose_device(&self) {
        self.gpu.device.destroy();
    }

    /// The actions of the current effect that playback does not simulate.
    #[wasm_bindgen(unchecked_return_type = "Array<UnsupportedAction>")]
    pub fn unsupported(&self) -> Result<JsValue, JsError> {
        serde_wasm_bindgen::to_value(self.session.unsupported()).map_err(js_error)
    }

    /// What the frame at `time` shows beyond its draws: sounds fired so far, levels of detail
    /// shown, water pushes, and a warm-up cut short (`null` for the test scene).
    #[wasm_bindgen(js_name = effectEvents, unchecked_return_type = "EffectEvents | null")]
    pub fn effect_events(&mut self, time: f32) -> Result<JsValue, JsError> {
        match self.session.events(time, &self.settings.view_info()) {
            Some(events) => to_json_value(&events),
            None => Ok(JsValue::NULL),
        }
    }

    /// Makes every levels-of-detail node show `level` whatever the camera's distance
    /// (`undefined`: the distance picks it, as in the game).
    #[wasm_bindgen(js_name = setLevelOfDetail)]
    pub fn set_level_of_detail(&mut self, level: Option<u8>) {
        self.settings.level_of_detail = level;
        self.session.invalidate();
    }

    /// Sets the orbit camera: angles in degrees, distance and target in metres.
    #[wasm_bindgen(js_name = setCamera)]
    pub fn set_camera(
        &mut self,
        yaw: f32,
        pitch: f32,
        distance: f32,
        target_x: f32,
        target_y: f32,
        target_z: f32,
    ) {
        let finite = |v: f32, d: f32| if v.is_finite() { v } else { d };
        self.settings.camera = OrbitCamera {
            yaw: finite(yaw, 0.0).to_radians(),
            pitch: finite(pitch, 11.5).clamp(-89.0, 89.0).to_radians(),
            distance: finite(distance, 6.0).clamp(0.05, 5_000.0),
            target: glam::Vec3::new(
                finite(target_x, 0.0),
                finite(target_y, 1.0),
                finite(target_z, 0.0),
            ),
            ..self.settings.camera
        };
    }

    /// Sets the background, the grid, the exposure and the tone curve (`ViewSettings`). A
    /// value that does not fit (a curve not named, a byte out of range) is refused with the
    /// reason, and nothing is changed.
    #[wasm_bindgen(js_name = setView)]
    pub fn set_view(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "ViewSettings")] view: JsValue,
    ) -> Result<(), JsError> {
        let view: ViewSettings = from_js(view, "view settings")?;
        self.settings.background = view.background;
        self.settings.grid = view.grid;
        self.settings.tonemap.exposure = if view.exposure.is_finite() {
            view.exposure.clamp(0.0, 1_000.0)
        } else {
            1.0
        };
        self.settings.tonemap.curve = view.curve;
        Ok(())
    }

    /// Resizes the canvas's drawing buffer.
    pub fn resize(&mut self, width: u32, height: u32) {
        let (width, height) = (width.clamp(1, 8192), height.clamp(1, 8192));
        if (self.config.width, self.config.height) != (width, height) {
            self.config.width = width;
            self.config.height = height;
            if let Some(surface) = &self.surface {
                surface.configure(&self.gpu.device, &self.config);
            }
            self.test_scene.resize(&self.gpu, width, height);
        }
        self.settings.width = width;
        self.settings.height = height;
    }

    fn draw_to(
        &mut self,
        time: f32,
        view: &wgpu::TextureView,
        format: wgpu::TextureFormat,
        width: u32,
        height: u32,
    ) {
        let mut settings = RenderSettings {
            width,
            height,
            ..self.settings.clone()
        };
        if self.session.frame(time, &mut settings, false).is_none() {
            self.test_scene.resize(&self.gpu, width, height);
            self.test_scene.render(&self.gpu, time, view, format);
        } else if let Some(frame) = self.session.last() {
            self.renderer.render(
                &self.gpu,
                self.session.library(),
                frame.list,
                &settings,
                view,
                format,
            );
        }
    }

    /// Draws the frame at `time` seconds into the canvas (presentation "canvas").
    pub fn render(&mut self, time: f32) -> Result<(), JsError> {
        let Some(surface) = &self.surface else {
            return Err(js_error(
                "this viewer copies its frames: use renderToPixels",
            ));
        };
        let frame = match surface.get_current_texture() {
            wgpu::CurrentSurfaceTexture::Success(t)
            | wgpu::CurrentSurfaceTexture::Suboptimal(t) => t,
            other => {
                // Outdated or lost: configure again and skip this frame.
                surface.configure(&self.gpu.device, &self.config);
                return Err(js_error(format!(
                    "the canvas could not give a frame: {other:?}"
                )));
            }
        };
        let view = frame.texture.create_view(&Default::default());
        let (format, width, height) = (self.config.format, self.config.width, self.config.height);
        self.draw_to(time, &view, format, width, height);
        self.gpu.queue.present(frame);
        Ok(())
    }

    /// Draws the frame at `time` offscreen at `width` x `height` pixels and resolves to its
    /// RGBA bytes (rows top to bottom, straight alpha), `width * height * 4` of them.
    #[wasm_bindgen(js_name = renderToPixels)]
    pub async fn render_to_pixels(
        &mut self,
        time: f32,
        width: u32,
        height: u32,
    ) -> Result<Vec<u8>, JsError> {
        if width == 0 || height == 0 || width > 8192 || height > 8192 {
            return Err(js_error(format!(
                "an image size from 1 to 8192 is needed, not {width}x{height}"
            )));
        }
        let usage = wgpu::TextureUsages::RENDER_ATTACHMENT | wgpu::TextureUsages::COPY_SRC;
        let output = fxr_gpu::gpu_helpers::target(
            &self.gpu,
            "output",
            fxr_gpu::targets::OUTPUT_FORMAT,
            width,
            height,
            usage,
        );
        let view = output.create_view(&Default::default());
        self.draw_to(time, &view, output.format(), width, height);
        if self.session.selected().is_none() {
            self.test_scene
                .resize(&self.gpu, self.config.width, self.config.height);
        }
        fxr_gpu::readback::read_rgba8(&self.gpu, &output)
            .await
            .map_err(js_error)
    }

    /// Renders effect `id` at `time` with `seed`, offscreen at `width` x `height`, without
    /// changing what the viewer shows, and resolves to its RGBA bytes. With `auto_camera` the
    /// camera frames the particles alive at that time, as `fxr-view render` does, so the same
    /// inputs give the same picture natively and here.
    #[wasm_bindgen(js_name = renderEffectToPixels)]
    pub async fn render_effect_to_pixels(
        &mut self,
        id: i32,
        time: f32,
        seed: u32,
        width: u32,
        height: u32,
        auto_camera: bool,
    ) -> Result<Vec<u8>, JsError> {
        Ok(self
            .render_effect(id, Some(time), seed, width, height, auto_camera)
            .await?
            .pixels)
    }

    /// As `renderEffectToPixels` with the camera framing the effect, and also the live
    /// instances it drew and the time it drew (`time` left out: the still-time rule's, the
    /// contact sheet's too, so the index and the sheet show the same still): the visual
    /// index's thumbnails (which it sorts by that count).
    #[wasm_bindgen(
        js_name = renderThumbnail,
        unchecked_return_type = "{ pixels: Uint8Array; instances: number; time: number | null; state: string | null; empty: string | null }"
    )]
    pub async fn render_thumbnail(
        &mut self,
        id: i32,
        time: Option<f32>,
        seed: u32,
        width: u32,
        height: u32,
    ) -> Result<JsValue, JsError> {
        let Offscreen { pixels, still } = self
            .render_effect(id, time, seed, width, height, true)
            .await?;
        let (instances, time, state_note, empty) =
            (still.instances, still.time, still.state_note, still.empty);
        let object = js_sys::Object::new();
        let set = |key: &str, value: &JsValue| {
            js_sys::Reflect::set(&object, &key.into(), value)
                .map_err(|_| js_error("thumbnail object"))
        };
        set(
            "pixels",
            &js_sys::Uint8Array::from(pixels.as_slice()).into(),
        )?;
        set("instances", &JsValue::from(instances as f64))?;
        set(
            "time",
            &time.map_or(JsValue::NULL, |t| JsValue::from(f64::from(t))),
        )?;
        let text = |t: Option<String>| t.map_or(JsValue::NULL, JsValue::from);
        set("state", &text(state_note))?;
        set("empty", &text(empty))?;
        Ok(object.into())
    }
    /// The last drawn frame's draws, as `fxr-view draws --json` prints them (null before the
    /// first frame; the command line's format, not declared for TypeScript).
    #[wasm_bindgen(unchecked_return_type = "unknown")]
    pub fn draws(&self) -> Result<JsValue, JsError> {
        match self.session.last() {
            Some(frame) => to_json_value(&frame.to_json()),
            None => Ok(JsValue::NULL),
        }
    }

    /// Live instances in the last drawn frame.
    #[wasm_bindgen(js_name = instanceCount)]
    pub fn instance_count(&self) -> usize {
        self.session.instance_count()
    }

    /// Texture ids the last frames named that no opened file holds (drawn as placeholders).
    #[wasm_bindgen(js_name = missingTextures)]
    pub fn missing_textures(&self) -> Vec<i32> {
        self.renderer.missing_textures().iter().copied().collect()
    }

    /// The textures and models effect `id` names (with the effects it refers to) that no
    /// opened file holds, known from the files before a frame is drawn: `{ textures, models }`.
    #[wasm_bindgen(
        js_name = missingOf,
        unchecked_return_type = "{ textures: Int32Array; models: Int32Array }"
    )]
    pub fn missing_of(&self, id: i32) -> Result<JsValue, JsError> {
        let (textures, models) = self.session.library().missing_of(id);
        let object = js_sys::Object::new();
        for (key, ids) in [("textures", textures), ("models", models)] {
            js_sys::Reflect::set(
                &object,
                &key.into(),
                &js_sys::Int32Array::from(ids.as_slice()).into(),
            )
            .map_err(|_| js_error("missing object"))?;
        }
        Ok(object.into())
    }

    /// The binder the game normally keeps effect `id`'s textures and models in, when it names
    /// some no opened file holds (the first such binder not opened yet; empty when nothing is
    /// missing or nothing more is known).
    #[wasm_bindgen(js_name = missingResourceBinders)]
    pub fn missing_resource_binders(&self, id: i32) -> Vec<String> {
        let (textures, models) = self.session.library().missing_of(id);
        if textures.is_empty() && models.is_empty() {
            return Vec::new();
        }
        self.session.library().usual_resource_binders([id])
    }

    /// The structural changes from effect `id` of this viewer's files to effect `other_id` of
    /// `other`'s (a second viewer with files of its own: the compare view's), as
    /// `Library.diff` gives them.
    #[wasm_bindgen(js_name = diffEffects, unchecked_return_type = "EffectDiff")]
    pub fn diff_effects(&self, id: i32, other: &Viewer, other_id: i32) -> Result<JsValue, JsError> {
        let diff = self
            .session
            .library()
            .diff_effects(id, other.session.library(), other_id)
            .map_err(js_error)?;
        to_json_value(&diff)
    }

    /// Model ids the last frames named that no opened file holds (drawn as placeholder
    /// cubes).
    #[wasm_bindgen(js_name = missingModels)]
    pub fn missing_models(&self) -> Vec<i32> {
        self.renderer.missing_models().iter().copied().collect()
    }

    /// Models a file holds that the last frames could not draw (drawn as placeholder cubes),
    /// each as `sNNNNN: why`.
    #[wasm_bindgen(js_name = brokenModels)]
    pub fn broken_models(&self) -> Vec<String> {
        self.renderer
            .broken_models()
            .iter()
            .map(|(id, why)| format!("s{id:05}: {why}"))
            .collect()
    }

    /// The drawing buffer's width.
    pub fn width(&self) -> u32 {
        self.config.width
    }

    /// The drawing buffer's height.
    pub fn height(&self) -> u32 {
        self.config.height
    }
}
