//! A thread pool for the commands that go through every effect of a folder (`check --play`,
//! `contact-sheet`): work spread over the machine's cores, results in the order of the work,
//! so what a command prints does not depend on how many threads made it.

use std::sync::atomic::{AtomicUsize, Ordering};

/// The threads to use when the user names none: every core the machine offers.
pub fn default_jobs() -> usize {
    std::thread::available_parallelism().map_or(1, usize::from)
}

/// `work` applied to every item of `items` on up to `jobs` threads, the results in the
/// items' order. Each thread takes the next item not yet taken, so a slow item holds up one
/// thread, not the others. One job (or one item) runs on the calling thread. A panic in
/// `work` is raised again here, after every thread stopped.
pub fn map_in_order<T: Sync, R: Send>(
    jobs: usize,
    items: &[T],
    work: impl Fn(&T) -> R + Sync,
) -> Vec<R> {
    let threads = jobs.min(items.len());
    if threads <= 1 {
        return items.iter().map(work).collect();
    }
    let next = AtomicUsize::new(0);
    let mut results: Vec<Option<R>> = std::iter::repeat_with(|| None).take(items.len()).collect();
    std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|_| {
                scope.spawn(|| {
                    let mut done = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some(item) = items.get(i) else { break };
                        done.push((i, work(item)));
                    }
                    done
                })
            })
            .collect();
        for worker in workers {
            match worker.join() {
                Ok(done) => {
                    for (i, r) in done {
                        results[i] = Some(r);
                    }
                }
                Err(panic) => std::panic::resume_unwind(panic),
            }
        }
    });
    // Every index was taken by exactly one thread, and every thread returned.
    results.into_iter().flatten().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

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
