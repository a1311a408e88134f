//! The container checksum: a modified MD5 over bytes 0x14 to the end.

/// The container checksum of `data` (a whole container): a modified MD5 over bytes
/// 0x14..end. The message is padded differently from MD5: the last block carries the bit
/// count in its first word and `(bits >> 2) | 1` in its last word.
pub fn checksum(data: &[u8]) -> [u8; 16] {
    checksum_of(data)
}

pub(super) fn checksum_of(data: &[u8]) -> [u8; 16] {
    let message = data.get(0x14..).unwrap_or(&[]);
    let bits = (message.len() as u32).wrapping_mul(8);
    let mut state = [0x6745_2301u32, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476];
    let k = md5_constants();
    let full = message.len() / 64 * 64;
    let (blocks, last) = message.split_at(full);
    for block in blocks.chunks_exact(64) {
        md5_block(&mut state, &k, block);
    }
    let mut block = [0u8; 64];
    if last.len() >= 56 {
        // The tail and the 0x80 marker fill one block; the sizes go in a block of their own.
        block[..last.len()].copy_from_slice(last);
        block[last.len()] = 0x80;
        md5_block(&mut state, &k, &block);
        let mut sizes = [0u8; 64];
        sizes[..4].copy_from_slice(&bits.to_le_bytes());
        sizes[60..].copy_from_slice(&((bits >> 2) | 1).to_le_bytes());
        md5_block(&mut state, &k, &sizes);
    } else {
        block[..4].copy_from_slice(&bits.to_le_bytes());
        block[4..4 + last.len()].copy_from_slice(last);
        block[4 + last.len()] = 0x80;
        block[60..].copy_from_slice(&((bits >> 2) | 1).to_le_bytes());
        md5_block(&mut state, &k, &block);
    }
    let mut out = [0u8; 16];
    for (chunk, word) in out.chunks_exact_mut(4).zip(state) {
        chunk.copy_from_slice(&word.to_le_bytes());
    }
    out
}

/// MD5's constants: the integer part of |sin(i + 1)| · 2^32 (exact in f64).
pub(super) fn md5_constants() -> [u32; 64] {
    let mut k = [0u32; 64];
    for (i, v) in k.iter_mut().enumerate() {
        *v = ((i as f64 + 1.0).sin().abs() * 4_294_967_296.0) as u32;
    }
    k
}

/// The MD5 compression function on one 64-byte block.
pub(super) fn md5_block(state: &mut [u32; 4], k: &[u32; 64], block: &[u8]) {
    const SHIFTS: [u32; 16] = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];
    let mut words = [0u32; 16];
    for (w, c) in words.iter_mut().zip(block.chunks_exact(4)) {
        *w = u32::from_le_bytes([c[0], c[1], c[2], c[3]]);
    }
    let [mut a, mut b, mut c, mut d] = *state;
    for i in 0..64usize {
        let (f, g) = match i / 16 {
            0 => ((b & c) | (!b & d), i),
            1 => ((d & b) | (!d & c), (5 * i + 1) % 16),
            2 => (b ^ c ^ d, (3 * i + 5) % 16),
            _ => (c ^ (b | !d), (7 * i) % 16),
        };
        let rotated = a
            .wrapping_add(f)
            .wrapping_add(k[i])
            .wrapping_add(words[g])
            .rotate_left(SHIFTS[(i / 16) * 4 + i % 4]);
        a = d;
        d = c;
        c = b;
        b = b.wrapping_add(rotated);
    }
    state[0] = state[0].wrapping_add(a);
    state[1] = state[1].wrapping_add(b);
    state[2] = state[2].wrapping_add(c);
    state[3] = state[3].wrapping_add(d);
}
