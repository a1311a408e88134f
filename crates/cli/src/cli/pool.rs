//! A thread pool for going through every effect of a folder (`check --play`, `--render`):
//! work spread over the machine's cores, results taken in the order of the work, so what a
//! command prints does not depend on how many threads made it.

use std::sync::atomic::{AtomicUsize, Ordering};

/// The threads to use when the user names none: every core the machine offers.
pub fn default_jobs() -> usize {
    std::thread::available_parallelism().map_or(1, usize::from)
}

/// `work` applied to every item of `items` on up to `jobs` threads, each result handed to
/// `take` on the calling thread in the items' order as soon as it and those before it are
/// done (so `take`, drawing a still on the GPU's thread, runs beside the work on the next
/// items). Each thread takes the next item not yet taken, so a slow item holds up one thread,
/// not the others. One job (or one item) runs on the calling thread. A panic in `work` is
/// raised again here, after every thread stopped.
pub fn for_each_in_order<T: Sync, R: Send>(
    jobs: usize,
    items: &[T],
    work: impl Fn(&T) -> R + Sync,
    mut take: impl FnMut(R),
) {
    let threads = jobs.min(items.len());
    if threads <= 1 {
        items.iter().map(work).for_each(take);
        return;
    }
    let next = AtomicUsize::new(0);
    let (done, arrived) = std::sync::mpsc::channel::<(usize, R)>();
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                let done = done.clone();
                let (next, work) = (&next, &work);
                scope.spawn(move || {
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(item) = items.get(i) else { break };
                        // The receiver lives until every worker is joined.
                        let _ = done.send((i, work(item)));
                    }
                })
            })
            .collect();
        drop(done);
        // Results that came before their turn, by index.
        let mut early = std::collections::BTreeMap::new();
        let mut turn = 0;
        // Ends when every worker has stopped (each holds a sender), panicked or not.
        for (i, r) in arrived {
            early.insert(i, r);
            while let Some(r) = early.remove(&turn) {
                take(r);
                turn += 1;
            }
        }
        for worker in workers {
            if let Err(panic) = worker.join() {
                std::panic::resume_unwind(panic);
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The results of `work` over `items`, in the order `take` is given them.
    fn map_in_order<T: Sync, R: Send>(
        jobs: usize,
        items: &[T],
        work: impl Fn(&T) -> R + Sync,
    ) -> Vec<R> {
        let mut results = Vec::with_capacity(items.len());
        for_each_in_order(jobs, items, work, |r| results.push(r));
        results
    }

    #[test]
    fn results_keep_the_items_order_whatever_the_threads() {
        let items: Vec<u64> = (0..1000).collect();
        // Uneven work, so threads finish items out of order.
        let work = |n: &u64| (0..(n % 7) * 1000).fold(*n, |a, b| a.wrapping_mul(31) ^ b);
        let one = map_in_order(1, &items, work);
        for jobs in [2, 3, 8, 2000] {
            assert_eq!(map_in_order(jobs, &items, work), one, "{jobs} jobs");
        }
        assert_eq!(map_in_order(4, &[] as &[u64], work), Vec::<u64>::new());
    }

    #[test]
    fn each_result_is_taken_in_order_on_the_calling_thread() {
        let items: Vec<u32> = (0..500).collect();
        let caller = std::thread::current().id();
        let mut taken = Vec::new();
        for_each_in_order(
            3,
            &items,
            |&n| {
                // The later items first done: each thread's next item is quicker.
                std::thread::sleep(std::time::Duration::from_micros(u64::from(500 - n)));
                (n, std::thread::current().id())
            },
            |(n, _)| {
                assert_eq!(std::thread::current().id(), caller);
                taken.push(n);
            },
        );
        assert_eq!(taken, items);
    }

    #[test]
    fn a_panic_in_the_work_reaches_the_caller() {
        let items: Vec<u32> = (0..64).collect();
        let outcome = std::panic::catch_unwind(|| {
            map_in_order(4, &items, |&n| {
                assert!(n != 40, "item 40");
                n
            })
        });
        assert!(outcome.is_err());
    }
}
