//! The `fxr-view` command line.

fn main() {
    println!("fxr-view");
}
