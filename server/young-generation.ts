// Keeps V8's young generation at its first size. main.ts imports this module before any other, so
// that it holds while the server's modules load and the database starts.

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
