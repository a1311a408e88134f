//! (being written)

pub mod actions;
