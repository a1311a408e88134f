//! A node's live particles, one array per group of fields (structure of arrays).
//!
//! The step reads and writes a particle's age, its [`Kinematics`] and its record's rotation,
//! and reads its seed, emission time, lifetime and attachment; the instances read the rest.
//! Each group in its own array keeps the step's loop on the bytes it uses (the profile
//! that led here: a particle of 132 bytes moved whole through the cache every step).
//!
//! The particles are in emission order, which the output keeps (instances are drawn in it,
//! and the random turns draw from the node's generator in it). The oldest expire first when
//! lifetimes are equal, so the dead are usually a prefix: they are left in place behind a
//! start index and the arrays are moved down only once the dead are as many as the live, instead
//! of moving every survivor every step. Deaths elsewhere are closed up in order, run by run.
//!
//! The trail of a tracer and the GPU particle system a particle hosts are arrays of their own
//! too (cold: only those appearances touch them).

use super::gpu_particles::GpuEmitter;
use super::particle::{BillboardRecord, Kinematics, Particle, TrailPoint};
use super::program::Attachment;

/// A node's live particles (see the module documentation).
#[derive(Default)]
pub struct Particles {
    /// Index of the first live particle in every array: those before it are dead.
    start: usize,
    seed: Vec<u32>,
    emission_time: Vec<f32>,
    emission_active_time: Vec<f32>,
    age: Vec<f32>,
    lifetime: Vec<f32>,
    attachment: Vec<Attachment>,
    kinematics: Vec<Kinematics>,
    record: Vec<BillboardRecord>,
    depth_scale: Vec<f32>,
    trail: Vec<Vec<TrailPoint>>,
    gpu: Vec<Option<Box<GpuEmitter>>>,
    /// Scratch of [`Particles::remove_dead`]: runs of survivors (absolute start, length).
    /// Kept so that a step does not allocate; not part of the state.
    runs: Vec<(usize, usize)>,
}

/// The live particles' arrays a step writes, each `len()` long, in emission order.
pub struct StepColumns<'a> {
    /// Each particle's seed.
    pub seed: &'a [u32],
    /// Effect time at emission.
    pub emission_time: &'a [f32],
    /// Seconds since emission.
    pub age: &'a mut [f32],
    /// How each follows its node.
    pub attachment: &'a [Attachment],
    /// Position and motion.
    pub kinematics: &'a mut [Kinematics],
    /// The billboard records.
    pub record: &'a mut [BillboardRecord],
    /// Tracers' trails.
    pub trail: &'a mut [Vec<TrailPoint>],
    /// Hosted GPU particle systems.
    pub gpu: &'a mut [Option<Box<GpuEmitter>>],
}

impl Particles {
    /// No particles.
    pub fn new() -> Self {
        Self::default()
    }

    /// Live particles.
    pub fn len(&self) -> usize {
        self.seed.len() - self.start
    }

    /// Whether none is alive.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Removes every particle.
    pub fn clear(&mut self) {
        *self = Particles {
            runs: std::mem::take(&mut self.runs),
            ..Particles::default()
        };
    }

    /// Adds a particle after the others, with no trail and no GPU system.
    pub fn push(&mut self, p: Particle) {
        self.seed.push(p.seed);
        self.emission_time.push(p.emission_time);
        self.emission_active_time.push(p.emission_active_time);
        self.age.push(p.age);
        self.lifetime.push(p.lifetime);
        self.attachment.push(p.attachment);
        self.kinematics.push(p.kinematics);
        self.record.push(p.record);
        self.depth_scale.push(p.depth_scale);
        self.trail.push(Vec::new());
        self.gpu.push(None);
    }

    /// The `i`th live particle's values (`i < len()`).
    ///
    /// # Panics
    /// When `i` is not below `len()`: a caller's bug, not an input's.
    #[inline]
    pub fn get(&self, i: usize) -> Particle {
        let j = self.start + i;
        Particle {
            seed: self.seed[j],
            emission_time: self.emission_time[j],
            emission_active_time: self.emission_active_time[j],
            age: self.age[j],
            lifetime: self.lifetime[j],
            attachment: self.attachment[j],
            kinematics: self.kinematics[j],
            record: self.record[j],
            depth_scale: self.depth_scale[j],
        }
    }

    /// The live particles' values, in emission order.
    pub fn iter(&self) -> impl ExactSizeIterator<Item = Particle> + '_ {
        // Each array cut to the live range, so that the compiler drops the bounds checks.
        let live = self.start..self.seed.len();
        let n = live.len();
        let seed = &self.seed[live.clone()];
        let emission_time = &self.emission_time[live.clone()][..n];
        let emission_active_time = &self.emission_active_time[live.clone()][..n];
        let age = &self.age[live.clone()][..n];
        let lifetime = &self.lifetime[live.clone()][..n];
        let attachment = &self.attachment[live.clone()][..n];
        let kinematics = &self.kinematics[live.clone()][..n];
        let record = &self.record[live.clone()][..n];
        let depth_scale = &self.depth_scale[live][..n];
        (0..n).map(move |i| Particle {
            seed: seed[i],
            emission_time: emission_time[i],
            emission_active_time: emission_active_time[i],
            age: age[i],
            lifetime: lifetime[i],
            attachment: attachment[i],
            kinematics: kinematics[i],
            record: record[i],
            depth_scale: depth_scale[i],
        })
    }

    /// The `i`th live particle's trail (tracers; empty for others).
    pub fn trail(&self, i: usize) -> &[TrailPoint] {
        &self.trail[self.start + i]
    }

    /// The GPU particle system the `i`th live particle hosts, if any.
    pub fn gpu(&self, i: usize) -> Option<&GpuEmitter> {
        self.gpu[self.start + i].as_deref()
    }

    /// The live particles' arrays, for a step.
    pub fn step_columns(&mut self) -> StepColumns<'_> {
        let s = self.start;
        StepColumns {
            seed: &self.seed[s..],
            emission_time: &self.emission_time[s..],
            age: &mut self.age[s..],
            attachment: &self.attachment[s..],
            kinematics: &mut self.kinematics[s..],
            record: &mut self.record[s..],
            trail: &mut self.trail[s..],
            gpu: &mut self.gpu[s..],
        }
    }

    /// Removes the live particles for which `dead(age, lifetime)` holds, keeping the order
    /// of the others.
    pub fn remove_dead(&mut self, dead: impl Fn(f32, f32) -> bool) {
        let end = self.seed.len();
        let is_dead = |j: usize| dead(self.age[j], self.lifetime[j]);
        // The dead prefix: left behind the start index (their cold data released now).
        let mut first_live = self.start;
        while first_live < end && is_dead(first_live) {
            first_live += 1;
        }
        // Runs of survivors after it, and whether anything dies among them.
        let mut runs = std::mem::take(&mut self.runs);
        runs.clear();
        let mut j = first_live;
        while j < end {
            let run_start = j;
            while j < end && !is_dead(j) {
                j += 1;
            }
            runs.push((run_start, j - run_start));
            while j < end && is_dead(j) {
                j += 1;
            }
        }
        for k in self.start..first_live {
            self.trail[k] = Vec::new();
            self.gpu[k] = None;
        }
        self.start = first_live;
        let interior_deaths = runs.len() > 1 || runs.first().is_some_and(|&(s, n)| s + n < end);
        if interior_deaths {
            // Close up, in order: each run moves down to where the survivors so far end.
            let mut to = self.start;
            for &(from, n) in &runs {
                if from != to {
                    close_up_copy(&mut self.seed, from, to, n);
                    close_up_copy(&mut self.emission_time, from, to, n);
                    close_up_copy(&mut self.emission_active_time, from, to, n);
                    close_up_copy(&mut self.age, from, to, n);
                    close_up_copy(&mut self.lifetime, from, to, n);
                    close_up_copy(&mut self.attachment, from, to, n);
                    close_up_copy(&mut self.kinematics, from, to, n);
                    close_up_copy(&mut self.record, from, to, n);
                    close_up_copy(&mut self.depth_scale, from, to, n);
                    close_up_swap(&mut self.trail, from, to, n);
                    close_up_swap(&mut self.gpu, from, to, n);
                }
                to += n;
            }
            self.truncate(to);
        }
        self.runs = runs;
        // Move the arrays down once the dead before the start are as many as the live (each
        // particle is moved a bounded number of times over its life, not once per step).
        if self.start > 0 && self.start >= self.len().max(32) {
            let s = self.start;
            self.seed.drain(..s);
            self.emission_time.drain(..s);
            self.emission_active_time.drain(..s);
            self.age.drain(..s);
            self.lifetime.drain(..s);
            self.attachment.drain(..s);
            self.kinematics.drain(..s);
            self.record.drain(..s);
            self.depth_scale.drain(..s);
            self.trail.drain(..s);
            self.gpu.drain(..s);
            self.start = 0;
        }
    }

    fn truncate(&mut self, end: usize) {
        self.seed.truncate(end);
        self.emission_time.truncate(end);
        self.emission_active_time.truncate(end);
        self.age.truncate(end);
        self.lifetime.truncate(end);
        self.attachment.truncate(end);
        self.kinematics.truncate(end);
        self.record.truncate(end);
        self.depth_scale.truncate(end);
        self.trail.truncate(end);
        self.gpu.truncate(end);
    }
}

/// Moves `n` items from `from` down to `to` (`to < from`).
fn close_up_copy<T: Copy>(v: &mut [T], from: usize, to: usize, n: usize) {
    v.copy_within(from..from + n, to);
}

/// [`close_up_copy`] for items that own memory: swapped down, so the dead ones end up past
/// the survivors, where the truncation drops them.
fn close_up_swap<T>(v: &mut [T], from: usize, to: usize, n: usize) {
    for k in 0..n {
        v.swap(to + k, from + k);
    }
}

/// Copies only the live particles (a checkpoint or a state handed out holds no dead ones).
impl Clone for Particles {
    fn clone(&self) -> Self {
        let s = self.start;
        Particles {
            start: 0,
            seed: self.seed[s..].to_vec(),
            emission_time: self.emission_time[s..].to_vec(),
            emission_active_time: self.emission_active_time[s..].to_vec(),
            age: self.age[s..].to_vec(),
            lifetime: self.lifetime[s..].to_vec(),
            attachment: self.attachment[s..].to_vec(),
            kinematics: self.kinematics[s..].to_vec(),
            record: self.record[s..].to_vec(),
            depth_scale: self.depth_scale[s..].to_vec(),
            trail: self.trail[s..].to_vec(),
            gpu: self.gpu[s..].to_vec(),
            runs: Vec::new(),
        }
    }
}

/// The live particles are compared, not where they lie in the arrays.
impl PartialEq for Particles {
    fn eq(&self, other: &Self) -> bool {
        self.len() == other.len()
            && (0..self.len()).all(|i| {
                self.get(i) == other.get(i)
                    && self.trail(i) == other.trail(i)
                    && self.gpu(i) == other.gpu(i)
            })
    }
}

impl std::fmt::Debug for Particles {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Particles")
            .field("len", &self.len())
            .finish_non_exhaustive()
    }
}

/// One particle as serialised: its values, trail and hosted system.
#[derive(serde::Serialize)]
struct Serialised<'a> {
    #[serde(flatten)]
    particle: Particle,
    trail: &'a [TrailPoint],
    gpu: Option<&'a GpuEmitter>,
}

/// A list of the live particles, each with its trail and hosted system.
impl serde::Serialize for Particles {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq((0..self.len()).map(|i| Serialised {
            particle: self.get(i),
            trail: self.trail(i),
            gpu: self.gpu(i),
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use glam::Vec3;

    fn particle(seed: u32, lifetime: f32) -> Particle {
        Particle {
            seed,
            emission_time: 0.0,
            emission_active_time: 0.0,
            age: 0.0,
            lifetime,
            attachment: Attachment::None,
            kinematics: Kinematics {
                position: Vec3::splat(seed as f32),
                direction: Vec3::Z,
                travel: Vec3::Z,
                speed: 0.0,
                fall: Vec3::ZERO,
                turn_clock: 0.0,
            },
            record: BillboardRecord {
                scale: [1.0; 2],
                rotation: [0.0; 3],
                color: seed,
            },
            depth_scale: 1.0,
        }
    }

    fn seeds(p: &Particles) -> Vec<u32> {
        p.iter().map(|p| p.seed).collect()
    }

    #[test]
    fn removing_keeps_the_order_of_the_survivors() {
        let mut p = Particles::new();
        for seed in 0..10 {
            p.push(particle(seed, if seed % 3 == 0 { 1.0 } else { 5.0 }));
        }
        p.step_columns().trail[4].push(TrailPoint {
            position: Vec3::X,
            axis: Vec3::Z,
            time: 4.0,
        });
        p.step_columns().age.iter_mut().for_each(|a| *a = 2.0);
        p.remove_dead(|age, lifetime| age >= lifetime);
        assert_eq!(seeds(&p), [1, 2, 4, 5, 7, 8]);
        // The trail moved with its particle.
        assert_eq!(p.trail(2).len(), 1);
        assert!(p.trail(1).is_empty() && p.trail(3).is_empty());
        assert_eq!(p.get(3).kinematics.position, Vec3::splat(5.0));
    }

    #[test]
    fn a_dead_prefix_is_left_behind_then_moved_down() {
        let mut p = Particles::new();
        for seed in 0..100 {
            p.push(particle(seed, seed as f32));
        }
        for step in 1..=60 {
            p.step_columns().age.iter_mut().for_each(|a| *a += 1.0);
            p.remove_dead(|age, lifetime| age >= lifetime);
            let expected: Vec<u32> = (step + 1..100).collect();
            assert_eq!(seeds(&p), expected, "step {step}");
        }
        // After step 49 the 50 dead were as many as the 50 live and the arrays were moved
        // down; the 11 that died since lie behind the start.
        assert_eq!(p.start, 11);
        assert_eq!(p.seed.len(), 50);
    }

    /// Against a plain list of particles with `retain`: random pushes, lifetimes (negative
    /// ones live for ever) and steps, with trails, keep the same particles in the same order,
    /// and the arrays never hold more than twice the live count plus the slack.
    #[test]
    fn behaves_like_a_list_with_retain() {
        let mut rng = 0x2545_f491_u32;
        let mut next = move || {
            rng ^= rng << 13;
            rng ^= rng >> 17;
            rng ^= rng << 5;
            rng
        };
        let mut ours = Particles::new();
        let mut model: Vec<(Particle, usize)> = Vec::new();
        for step in 0..3000u32 {
            for _ in 0..next() % 8 {
                let lifetime = match next() % 10 {
                    0 => -1.0,
                    k => (k * 3 + next() % 5) as f32,
                };
                let p = particle(step * 16 + (next() % 16), lifetime);
                ours.push(p);
                model.push((p, 0));
            }
            let c = ours.step_columns();
            for (i, age) in c.age.iter_mut().enumerate() {
                *age += 1.0;
                if next() % 4 == 0 {
                    c.trail[i].push(TrailPoint {
                        position: Vec3::splat(step as f32),
                        axis: Vec3::Z,
                        time: step as f32,
                    });
                    model[i].1 += 1;
                }
            }
            for (p, _) in &mut model {
                p.age += 1.0;
            }
            let dead = |age: f32, lifetime: f32| lifetime >= 0.0 && age >= lifetime;
            ours.remove_dead(dead);
            model.retain(|(p, _)| !dead(p.age, p.lifetime));
            assert_eq!(ours.len(), model.len(), "step {step}");
            for (i, (p, trail)) in model.iter().enumerate() {
                assert_eq!(ours.get(i), *p, "step {step}, particle {i}");
                assert_eq!(ours.trail(i).len(), *trail, "step {step}, particle {i}");
            }
            assert!(ours.seed.len() <= 2 * ours.len() + 32, "step {step}");
        }
    }

    #[test]
    fn clones_and_comparisons_see_only_the_live() {
        let mut a = Particles::new();
        let mut b = Particles::new();
        for seed in 0..5 {
            a.push(particle(seed, 1.0 + seed as f32));
        }
        for seed in 2..5 {
            b.push(particle(seed, 1.0 + seed as f32));
        }
        a.step_columns().age.iter_mut().for_each(|x| *x = 2.5);
        b.step_columns().age.iter_mut().for_each(|x| *x = 2.5);
        a.remove_dead(|age, lifetime| age >= lifetime);
        assert_eq!(a.start, 2);
        assert_eq!(a, b);
        let c = a.clone();
        assert_eq!(c.start, 0);
        assert_eq!(c.seed.len(), 3);
        assert_eq!(c, b);
        assert_eq!(
            serde_json::to_value(&c).unwrap(),
            serde_json::to_value(&b).unwrap()
        );
    }
}
