// Keeps V8's heap near what is live: the young generation at its first size, the old one at twice
// what survived the last full collection. main.ts imports this module before any other, so that it
// holds while the server's modules load and the database starts.

import { setFlagsFromString } from 'node:v8';

/*
 * V8 doubles its young generation (up to 2 x 16 MB) whenever many objects survive a collection, as
 * they do while modules load and PGlite starts, and keeps that memory while the server is idle, so a
 * sign-in's 64 MiB scrypt hash comes on top of it. At its first size the young generation is
 * collected more often, and objects that outlive a collection or two move to the old generation,
 * which V8 sizes to what is live: in bench:sync, some 25 MB less at the sign-in's peak for the same
 * CPU time while syncing. The setting is read each time V8 would grow the young generation.
 */
setFlagsFromString('--semi-space-growth-factor=1');

/*
 * After a full collection V8 lets the old generation grow to a multiple of what survived, up to four
 * times when the program allocates fast, as a push of 500 changes does: the garbage of a few batches
 * then piles up to 110-120 MB of heap before the next full collection. Twice what survived keeps it
 * near 60 MB. In bench:sync on PGlite (10,000 records, 3 runs each, same hour), the server's peak
 * over the run fell from 295-314 MB to 246-248 MB (push 234-237 MB, photos 245-248 MB), for
 * 6.1-6.8 s of the server's CPU in the push against 5.5-6.5 s before: some 7 % more.
 * The setting is read each time V8 sets the old generation's next limit.
 */
setFlagsFromString('--heap-growing-percent=100');
