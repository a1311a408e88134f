//! The renderer's error type.

/// Why the renderer could not do what it was asked.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum RenderError {
    /// No GPU adapter is available (no WebGPU in the browser, no Vulkan driver natively).
    #[error("no GPU adapter: {0}")]
    NoAdapter(String),
    /// The device could not be created, was lost, or an operation on it failed.
    #[error("GPU device error: {0}")]
    Device(String),
    /// Something the renderer does not do.
    #[error("unsupported: {0}")]
    Unsupported(String),
}
