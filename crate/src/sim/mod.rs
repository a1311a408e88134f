//! Effect playback: particles over time, deterministically from a seed. No GPU.
