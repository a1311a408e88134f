//! What the benches share: the paired ratio their figures are reported as, and the machine
//! they ran on (for the JSON record).

/// ours/baseline as the median of the ratios of neighbouring samples (each case and its
/// baseline take their samples in turn, so a change in the machine's load falls on both).
pub fn paired_ratio(ours: &[f64], baseline: &[f64]) -> f64 {
    let mut ratios: Vec<f64> = ours.iter().zip(baseline).map(|(a, b)| a / b).collect();
    ratios.sort_by(f64::total_cmp);
    ratios.get(ratios.len() / 2).copied().unwrap_or(f64::NAN)
}

/// The CPU model, core count and OS, for the record.
pub fn machine() -> serde_json::Value {
    let cpu = std::fs::read_to_string("/proc/cpuinfo")
        .ok()
        .and_then(|info| {
            info.lines()
                .find(|l| l.starts_with("model name"))
                .and_then(|l| l.split(':').nth(1))
                .map(|m| m.trim().to_string())
        })
        .unwrap_or_else(|| "unknown".into());
    let os = std::fs::read_to_string("/etc/os-release")
        .ok()
        .and_then(|info| {
            info.lines()
                .find_map(|l| l.strip_prefix("PRETTY_NAME="))
                .map(|n| n.trim_matches('"').to_string())
        })
        .unwrap_or_else(|| std::env::consts::OS.into());
    let cores = std::thread::available_parallelism().map_or(0, |n| n.get());
    serde_json::json!({ "cpu": cpu, "cores": cores, "os": os, "arch": std::env::consts::ARCH })
}
